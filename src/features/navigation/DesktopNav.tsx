import * as NavigationMenu from '@radix-ui/react-navigation-menu'

import { NAV_SKIP_DELAY_MS } from '@/ui/layoutConstants'
import type { HeaderTheme } from './theme'
import { NavChildren } from './NavChildren'
import { NavHref } from '@/ui/NavHref'
import { ScrollCta } from './ScrollCta.client'
import { NAV_THEME } from './theme'
import type { NavItem } from './types'

/**
 * Desktop navigation on Radix NavigationMenu: hover opens with no delay, a click toggles,
 * the pointer leaving closes after Radix's own 150 ms, Escape closes and returns focus.
 */
export function DesktopNav({ items, theme, talkToExpertUrl }: { items: NavItem[]; theme: HeaderTheme; talkToExpertUrl: string }) {
  const t = NAV_THEME[theme]
  const itemClass = `inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ${t.item}`
  return (
    <NavigationMenu.Root
      delayDuration={0}
      skipDelayDuration={NAV_SKIP_DELAY_MS}
      aria-label="Main"
      className="relative hidden desk:block"
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {items.map((item) =>
          item.children ? (
            <NavigationMenu.Item key={item.title} value={item.title}>
              <NavigationMenu.Trigger className={`group ${itemClass}`}>
                {item.title}
                <svg viewBox="0 0 12 12" className="size-3 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true">
                  <path d="M3 4.5L6 7.5L9 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
                </svg>
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute left-0 top-full pt-2" data-testid={`dropdown-${item.title}`}>
                <div className={`rounded-2xl p-4 shadow-2xl ${t.panel}`}>
                  <NavChildren items={item.children} theme={theme} />
                </div>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.title}>
              <NavigationMenu.Link asChild>
                <NavHref href={item.href!} external={item.external} className={itemClass}>
                  {item.title}
                </NavHref>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
        <NavigationMenu.Item>
          <ScrollCta href={talkToExpertUrl} className={`ml-2 rounded-md px-3 py-2 text-sm font-semibold ${t.cta}`} />
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
