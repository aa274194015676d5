import { cache, type ReactNode } from 'react'

import { getBanner } from '@/cms/read/globals'
import { Footer } from '../footer/Footer'
import { Header } from '../navigation/Header'
import { Banner, isBannerShown } from './Banner'
import { BANNER_OFFSET_PX } from '@/ui/layoutConstants'
import { resolveShell, type PageShellProps } from './pageShellProps'
import type { HeaderTheme } from '../navigation/theme'

/*
 * One header and one footer element per request (and header theme). Next puts the 404 page,
 * shell and all, into every page's RSC payload as the not-found boundary's fallback; React
 * writes an element it has already written as a reference to it, so with the same element
 * objects the second shell costs a few bytes instead of a second copy of the header, its
 * menus and the footer in every page's HTML.
 */
const headerElement = cache((theme: HeaderTheme, topOffset: number) => <Header theme={theme} topOffset={topOffset} />)
const footerElement = cache(() => <Footer />)

/** The page shell: banner, header and footer around a page, each as the page asks. */
export async function SiteShell({ page, children }: { page?: PageShellProps; children: ReactNode }) {
  const shell = resolveShell(page)
  const banner = await getBanner()
  const bannerShown = isBannerShown(banner)
  return (
    <div
      className="flex min-h-screen flex-col"
      style={{ paddingTop: bannerShown ? BANNER_OFFSET_PX : 0 }}
      data-header-theme={shell.theme}
    >
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-white px-3 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      {bannerShown ? <Banner banner={banner} /> : null}
      {shell.headerVisible ? headerElement(shell.theme, bannerShown ? BANNER_OFFSET_PX : 0) : null}
      <main id="main" className="flex-1">
        {children}
      </main>
      {shell.footerVisible ? footerElement() : null}
    </div>
  )
}
