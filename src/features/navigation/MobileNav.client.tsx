'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import type { HeaderTheme } from './theme'
import { NavChildren } from './NavChildren'
import { CmsLink } from '@/ui/CmsLink'
import { NavHref } from '@/ui/NavHref'
import { NAV_THEME } from './theme'
import { SEARCH_PAGE_PATH } from '../search-dialog/searchAddresses'
import { SearchIcon } from '../search-dialog/SearchIcon'
import type { NavItem } from './types'

type MenuState = { path: string; submenu: number | null } | null

/**
 * Mobile navigation (≤ 768 px): a hamburger toggles the menu, which drills into a
 * sub-menu with a Back control. The open state remembers the path it was opened on,
 * so a route change closes it without an effect.
 */
export function MobileNav({
  items,
  theme,
  loginUrl,
  talkToExpertUrl,
}: {
  items: NavItem[]
  theme: HeaderTheme
  loginUrl: string
  talkToExpertUrl: string
}) {
  const pathname = usePathname()
  const [menu, setMenu] = useState<MenuState>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const backRef = useRef<HTMLButtonElement>(null)
  const submenuTriggerRefs = useRef<(HTMLButtonElement | null)[]>([])
  const open = menu !== null && menu.path === pathname
  const submenu = open ? menu.submenu : null
  const t = NAV_THEME[theme]

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenu(null)
      toggleRef.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  useEffect(() => {
    if (submenu !== null) backRef.current?.focus()
  }, [submenu])

  const current = submenu !== null ? items[submenu] : undefined
  const rowClass = `flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-medium ${t.item}`

  return (
    <div className="desk:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-nav"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setMenu(open ? null : { path: pathname, submenu: null })}
        className={`inline-flex size-11 items-center justify-center rounded-md ${t.item}`}
        data-testid="mobile-nav-toggle"
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      {open ? (
        <nav
          id="mobile-nav"
          aria-label="Main"
          className={`fixed inset-x-0 bottom-0 top-[var(--header-bottom)] z-40 overflow-y-auto border-t p-4 ${t.header}`}
          data-testid="mobile-nav"
        >
          {current?.children ? (
            <div data-testid="mobile-submenu">
              <button
                ref={backRef}
                type="button"
                onClick={() => {
                  const index = submenu!
                  setMenu({ path: pathname, submenu: null })
                  requestAnimationFrame(() => submenuTriggerRefs.current[index]?.focus())
                }}
                className={`mb-3 inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${t.item}`}
              >
                <span aria-hidden="true">←</span> Back
              </button>
              <h2 className="mb-3 px-3 text-lg font-semibold">{current.title}</h2>
              <NavChildren items={current.children} theme={theme} onNavigate={() => setMenu(null)} />
            </div>
          ) : (
            <>
              {/* A link to the search page; with JavaScript the dialog opens instead (searchLinks.ts). */}
              <a
                href={SEARCH_PAGE_PATH}
                data-search-link=""
                onClick={() => setMenu(null)}
                className={`mb-3 flex items-center gap-3 rounded-lg px-3 py-3 text-base ring-1 ring-current/20 ${t.item}`}
              >
                <SearchIcon className="size-5" />
                Search
              </a>
              <ul className="grid gap-1">
                {items.map((item, index) => (
                  <li key={item.title}>
                    {item.children ? (
                      <button
                        ref={(node) => {
                          submenuTriggerRefs.current[index] = node
                        }}
                        type="button"
                        className={rowClass}
                        aria-haspopup="true"
                        onClick={() => setMenu({ path: pathname, submenu: index })}
                      >
                        {item.title}
                        <span aria-hidden="true">›</span>
                      </button>
                    ) : (
                      <NavHref href={item.href!} external={item.external} className={rowClass} onClick={() => setMenu(null)}>
                        {item.title}
                      </NavHref>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="mt-6 grid gap-2 border-t border-current/10 pt-4">
            <a href={loginUrl} className={`rounded-md px-3 py-3 text-center font-medium ${t.outline}`}>
              Log in
            </a>
            <CmsLink
              href={talkToExpertUrl}
              onClick={() => setMenu(null)}
              className={`rounded-md px-3 py-3 text-center font-semibold ${t.cta}`}
            >
              Talk to an Expert
            </CmsLink>
          </div>
        </nav>
      ) : null}
    </div>
  )
}
