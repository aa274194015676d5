import { PathIcon } from '../icons/PathIcon'
import { RegisterInterestButton } from '../register-interest/RegisterInterestButton.client'
import type { HeaderTheme } from './theme'
import { initials } from '@/lib/initials'
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
          {list.featured.iconPath ? <PathIcon d={list.featured.iconPath} className={`mt-0.5 size-5 shrink-0 ${t.accent}`} /> : null}
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
  const names = webinar.speakers.length > 1 ? `${webinar.speakers.slice(0, -1).join(', ')} and ${webinar.speakers.at(-1)}` : webinar.speakers[0]
  return (
    <NavHref
      href={webinar.href}
      external={false}
      onClick={onNavigate}
      className={`block max-w-72 rounded-xl bg-gradient-to-br from-brand-600/30 to-transparent p-4 ring-1 ring-brand-500/30 ${t.card}`}
      data-testid="featured-webinar"
    >
      <WebinarPicture webinar={webinar} />
      <span className={`mt-4 flex items-center gap-2 text-xs font-semibold uppercase tracking-wider ${t.accent}`}>
        <PathIcon d={webinar.iconPath} className="size-4" />
        {webinar.label}
      </span>
      <span className="mt-2 block font-semibold">{webinar.title}</span>
      {names ? <span className={`mt-1 block text-sm ${t.muted}`}>With {names}</span> : null}
      {webinar.when ? <span className={`mt-1 block text-sm ${t.muted}`}>{webinar.when}</span> : null}
    </NavHref>
  )
}

/**
 * The card's picture, drawn rather than uploaded (webinars have no image field, and a stock photo
 * would say less): a stage with the speakers' initials, a play mark and the running time.
 * Decoration only: the text under it says the same.
 */
function WebinarPicture({ webinar }: { webinar: NavWebinar }) {
  return (
    <span
      aria-hidden="true"
      className="relative block aspect-[16/9] overflow-hidden rounded-lg bg-slate-950 bg-[radial-gradient(circle_at_30%_20%,rgb(99_102_241/0.55),transparent_60%),radial-gradient(circle_at_85%_90%,rgb(16_185_129/0.25),transparent_55%)] ring-1 ring-white/10"
    >
      <span className="absolute inset-0 bg-[linear-gradient(rgb(255_255_255/0.06)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.06)_1px,transparent_1px)] bg-[size:16px_16px]" />
      <span className="absolute top-1/2 left-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/30 backdrop-blur-sm">
        <svg viewBox="0 0 24 24" className="ml-0.5 size-5 fill-white">
          <path d="M8 5.5v13l10.5-6.5z" />
        </svg>
      </span>
      <span className="absolute bottom-2.5 left-2.5 flex -space-x-2">
        {webinar.speakers.map((name) => (
          <span key={name} className="flex size-7 items-center justify-center rounded-full bg-brand-500 text-[0.625rem] font-semibold text-white ring-2 ring-slate-950">
            {initials(name)}
          </span>
        ))}
      </span>
      <span className="absolute right-2.5 bottom-2.5 rounded bg-black/50 px-1.5 py-0.5 font-mono text-[0.625rem] text-white">{webinar.minutes} min</span>
    </span>
  )
}
