import type { ReactNode } from 'react'

import { getBanner } from '@/cms/read/globals'
import { Footer } from '../footer/Footer'
import { Header } from '../navigation/Header'
import { Banner, isBannerShown } from './Banner'
import { BANNER_OFFSET_PX } from '@/ui/layoutConstants'
import { resolveShell, type PageShellProps } from './pageShellProps'

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
      {shell.headerVisible ? <Header theme={shell.theme} topOffset={bannerShown ? BANNER_OFFSET_PX : 0} /> : null}
      <main id="main" className="flex-1">
        {children}
      </main>
      {shell.footerVisible ? <Footer /> : null}
    </div>
  )
}
