'use client'

import * as NavigationMenu from '@radix-ui/react-navigation-menu'

import { NAV_SKIP_DELAY_MS } from '@/ui/layoutConstants'
import { ExternalMark } from '@/ui/ExternalMark'
import { NavHref } from '@/ui/NavHref'
import type { HeaderTheme } from './theme'
import { NavChildren } from './NavChildren'
import { ScrollCta } from './ScrollCta.client'
import { NAV_THEME } from './theme'
import type { NavItem, NavLinkItem } from './types'

/**
 * Open menus show in one viewport centred under the whole header, as wide as the columns need
 * (up to 44rem) and never wider than the page. Placed under its trigger instead, a
 * three-column panel was squeezed to the menu bar's width between 769 and 1199 px and its
 * columns ran into each other, and a wider one would run off the page.
 */
// Centred on the viewport's centre, not its left edge: the viewport takes a frame to learn a
// newly opened menu's width, and a panel pinned to its left edge would flash off to one side.
const PANEL = 'absolute left-1/2 top-0 w-max max-w-[min(44rem,calc(100vw-2rem))] -translate-x-1/2 pt-2'

const Chevron = () => (
  <svg viewBox="0 0 12 12" className="size-3 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true">
    <path d="M3 4.5L6 7.5L9 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
)

/**
 * Desktop navigation on Radix NavigationMenu: hover opens with no delay, a click toggles,
 * the pointer leaving closes after Radix's own 150 ms, Escape closes and returns focus.
 *
 * Every item fits on one line from 1200 px (`wide`) up. Between the mobile breakpoint and
 * that width the bar is compact: the dropdowns stay, and the plain links fold into a "More"
 * dropdown, so nothing wraps or overflows at any width.
 *
 * A client component, so the dropdowns are built in the browser from the same `items` the
 * mobile menu receives: the page's RSC payload then carries the navigation once, as data,
 * instead of also as the rendered dropdowns (closed menus are not in the HTML either way).
 *
 * The scroll call to action is positioned over the header's own 'Talk to an Expert' (same
 * size, same place) and that one hides while it shows (Header.tsx), so its appearance moves
 * nothing.
 */
export function DesktopNav({ items, theme, talkToExpertUrl }: { items: NavItem[]; theme: HeaderTheme; talkToExpertUrl: string }) {
  const t = NAV_THEME[theme]
  const itemClass = `inline-flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-2 text-sm lg:px-2.5 font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ${t.item}`
  const links: NavLinkItem[] = items
    .filter((item) => !item.children && item.href)
    .map((item) => ({ title: item.title, href: item.href, external: item.external }))
  return (
    <NavigationMenu.Root delayDuration={0} skipDelayDuration={NAV_SKIP_DELAY_MS} aria-label="Main" className="hidden desk:block">
      <NavigationMenu.List className="flex items-center gap-0.5">
        {items.map((item) =>
          item.children ? (
            <NavigationMenu.Item key={item.title} value={item.title}>
              <NavigationMenu.Trigger className={`group ${itemClass}`}>
                {item.title}
                <Chevron />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={PANEL} data-testid={`dropdown-${item.title}`}>
                <div className={`rounded-2xl p-4 shadow-2xl ${t.panel}`}>
                  <NavChildren items={item.children} theme={theme} />
                </div>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.title} className="hidden wide:block">
              <NavigationMenu.Link asChild>
                <NavHref href={item.href!} external={item.external} className={itemClass}>
                  {item.title}
                  {item.external ? <ExternalMark /> : null}
                </NavHref>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
        {links.length > 0 ? (
          <NavigationMenu.Item value="More" className="wide:hidden">
            <NavigationMenu.Trigger className={`group ${itemClass}`}>
              More
              <Chevron />
            </NavigationMenu.Trigger>
            {/* Hidden with its trigger: a More menu left open while the window widens past 1200 px goes too. */}
            <NavigationMenu.Content className={`${PANEL} wide:hidden`} data-testid="dropdown-More">
              <div className={`rounded-2xl p-4 shadow-2xl ${t.panel}`}>
                <NavChildren items={[{ type: 'LIST', title: 'More', variant: 'secondary', items: links }]} theme={theme} />
              </div>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ) : null}
      </NavigationMenu.List>
      <div className="pointer-events-none absolute left-0 top-full flex w-full justify-center">
        <NavigationMenu.Viewport className="pointer-events-auto relative h-[var(--radix-navigation-menu-viewport-height)] w-[var(--radix-navigation-menu-viewport-width)]" />
      </div>
      <ScrollCta
        href={talkToExpertUrl}
        className={`absolute right-6 top-1/2 -translate-y-1/2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold ${t.cta}`}
      />
    </NavigationMenu.Root>
  )
}
