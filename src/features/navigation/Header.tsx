import { Link } from '@/ui/Link.client'
import { cache, type CSSProperties } from 'react'

import { getHeaderNav, getSiteSettings } from '@/cms/read/globals'
import { getFeaturedWebinar } from '@/cms/read/webinars'
import { startOfHour } from '@/lib/time'
import type { HeaderTheme } from './theme'
import { DesktopNav } from './DesktopNav'
import { Logo } from './Logo'
import { MobileNav } from './MobileNav.client'
import { CmsLink } from '@/ui/CmsLink'
import { NAV_THEME } from './theme'
import { SearchButton } from '../search-dialog/SearchButton'
import { toNavItems } from './toNavItems'

const HEADER_HEIGHT_PX = 64

/**
 * The navigation items, once per request: a page can render two headers (its own and, in the
 * not-found fallback Next sends with every page, a dark one), and the same array passed to both
 * travels once in the RSC payload, where two equal arrays would travel twice.
 */
const requestNavItems = cache(async () => {
  const now = new Date()
  const [nav, webinar] = await Promise.all([getHeaderNav(), getFeaturedWebinar(startOfHour(now).toISOString())])
  return toNavItems(nav, webinar, now)
})

export async function Header({ theme, topOffset }: { theme: HeaderTheme; topOffset: number }) {
  const [settings, items] = await Promise.all([getSiteSettings(), requestNavItems()])
  const t = NAV_THEME[theme]
  const talkToExpertUrl = settings.talkToExpert?.href || '/contact'
  const loginUrl = settings.login?.href ?? ''
  const style = { top: topOffset, height: HEADER_HEIGHT_PX, '--header-bottom': `${topOffset + HEADER_HEIGHT_PX}px` }
  return (
    <header
      data-testid="site-header"
      data-theme={theme}
      className={`group/header sticky z-40 border-b ${t.header}`}
      style={style as CSSProperties}
    >
      <div className="relative mx-auto flex h-full max-w-7xl items-center justify-between gap-2 px-4 desk:px-6 lg:gap-4">
        <Link href="/" aria-label={`${settings.brandName} home`} className="shrink-0 rounded-md" data-testid="logo">
          <Logo brandName={settings.brandName} />
        </Link>
        <DesktopNav items={items} theme={theme} talkToExpertUrl={talkToExpertUrl} />
        <div className="hidden shrink-0 items-center gap-1 desk:flex">
          {/* Below 1024 px the bar has no room to spare: the search button and Log in (and DesktopNav's items) pad less. */}
          <SearchButton className={`inline-flex items-center gap-2 rounded-md px-1.5 py-2 lg:px-2 ${t.item}`} hintClassName={t.muted} />
          <a href={loginUrl} className={`whitespace-nowrap rounded-md px-1.5 py-2 text-sm font-medium lg:px-2.5 ${t.item}`}>
            Log in
          </a>
          <CmsLink
            href={talkToExpertUrl}
            // Hidden (still in place) while the scroll call to action shows over it: see DesktopNav.
            className={`whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold group-has-[[data-scroll-cta]]/header:invisible ${t.outline}`}
          >
            Talk to an Expert
          </CmsLink>
        </div>
        <MobileNav items={items} theme={theme} loginUrl={loginUrl} talkToExpertUrl={talkToExpertUrl} />
      </div>
    </header>
  )
}
