import { PathIcon } from '../icons/PathIcon'
import { RegisterInterestButton } from '../register-interest/RegisterInterestButton.client'
import type { HeaderTheme } from './theme'
import { ExternalMark } from '@/ui/ExternalMark'
import { NavHref } from '@/ui/NavHref'
import { NAV_THEME } from './theme'
import type { NavChild, NavLinkItem, NavList, NavWebinar } from './types'

/**
 * The contents of one dropdown (desktop) or sub-menu (mobile): LIST groups and the
 * WEBINAR card. Server-rendered; only the register-interest button is a client island.
 */
export function NavChildren({ items, theme, onNavigate }: { items: NavChild[]; theme: HeaderTheme; onNavigate?: () => void }) {
  return (
    <div className="grid gap-6 desk:auto-cols-fr desk:grid-flow-col">
      {items.map((child) =>
        child.type === 'LIST' ? (
          <ListGroup key={child.title} list={child} theme={theme} onNavigate={onNavigate} />
        ) : (
          <WebinarCard key={child.href} webinar={child} theme={theme} onNavigate={onNavigate} />
        ),
      )}
    </div>
  )
}

function ListGroup({ list, theme, onNavigate }: { list: NavList; theme: HeaderTheme; onNavigate?: () => void }) {
  const t = NAV_THEME[theme]
  return (
    <section aria-label={list.title} className="min-w-52">
      <h3 className={`mb-2 px-3 text-xs font-semibold uppercase tracking-wider ${t.muted}`}>{list.title}</h3>
      <ul className="grid gap-0.5">
        {list.items.map((item) => (
          <li key={item.title}>
            <NavEntry item={item} theme={theme} showText={list.variant === 'primary'} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      {list.featured ? (
        <NavHref
          href={list.featured.href}
          external={list.featured.external}
          onClick={onNavigate}
          className={`mt-3 flex items-start gap-3 rounded-lg bg-brand-500/10 p-3 ${t.card}`}
          data-featured
        >
          {list.featured.iconPath ? <PathIcon d={list.featured.iconPath} className={`mt-0.5 size-5 ${t.accent}`} /> : null}
          <span>
            <span className="block text-sm font-semibold">{list.featured.title}</span>
            {list.featured.text ? <span className={`block text-sm ${t.muted}`}>{list.featured.text}</span> : null}
          </span>
        </NavHref>
      ) : null}
    </section>
  )
}

function NavEntry({
  item,
  theme,
  showText,
  onNavigate,
}: {
  item: NavLinkItem
  theme: HeaderTheme
  showText: boolean
  onNavigate?: () => void
}) {
  const t = NAV_THEME[theme]
  const className = `flex w-full items-start gap-3 rounded-lg px-3 py-2 text-left ${t.card}`
  const body = (
    <>
      {item.iconPath ? <PathIcon d={item.iconPath} className={`mt-0.5 size-5 shrink-0 ${t.accent}`} /> : null}
      <span>
        <span className="flex items-center gap-1 text-sm font-medium">
          {item.title}
          {item.external ? <ExternalMark /> : null}
        </span>
        {item.text && (showText || item.registerInterest) ? (
          <span className={`block text-sm ${t.muted}`}>{item.text}</span>
        ) : null}
      </span>
    </>
  )
  if (item.registerInterest) {
    return (
      <RegisterInterestButton detail={item.registerInterest} className={className} onOpened={onNavigate}>
        {body}
      </RegisterInterestButton>
    )
  }
  return (
    <NavHref href={item.href!} external={item.external} className={className} onClick={onNavigate}>
      {body}
    </NavHref>
  )
}

function WebinarCard({ webinar, theme, onNavigate }: { webinar: NavWebinar; theme: HeaderTheme; onNavigate?: () => void }) {
  const t = NAV_THEME[theme]
  return (
    <NavHref
      href={webinar.href}
      external={false}
      onClick={onNavigate}
      className={`block max-w-72 rounded-xl bg-gradient-to-br from-brand-600/30 to-transparent p-4 ring-1 ring-brand-500/30 ${t.card}`}
      data-testid="featured-webinar"
    >
      <span className={`flex items-center gap-2 text-xs font-semibold uppercase tracking-wider ${t.accent}`}>
        <PathIcon d={webinar.iconPath} className="size-4" />
        {webinar.label}
      </span>
      <span className="mt-2 block font-semibold">{webinar.title}</span>
      {webinar.when ? <span className={`mt-1 block text-sm ${t.muted}`}>{webinar.when}</span> : null}
    </NavHref>
  )
}
