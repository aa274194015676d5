import { Link } from '@/ui/Link.client'
import type { CSSProperties } from 'react'

import { getHeaderNav, getSiteSettings } from '@/cms/read/globals'
import { getFeaturedWebinar } from '@/cms/read/webinars'
import { startOfHour } from '@/lib/time'
import type { HeaderTheme } from './theme'
import { DesktopNav } from './DesktopNav'
import { Logo } from './Logo'
import { MobileNav } from './MobileNav.client'
import { CmsLink } from '@/ui/CmsLink'
import { NAV_THEME } from './theme'
import { toNavItems } from './toNavItems'

const HEADER_HEIGHT_PX = 64

export async function Header({ theme, topOffset }: { theme: HeaderTheme; topOffset: number }) {
  const now = new Date()
  const [settings, nav, webinar] = await Promise.all([
    getSiteSettings(),
    getHeaderNav(),
    getFeaturedWebinar(startOfHour(now).toISOString()),
  ])
  const items = toNavItems(nav, webinar, now)
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
          <a href={loginUrl} className={`whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium lg:px-2.5 ${t.item}`}>
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
