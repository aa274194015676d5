import { toButtonLink, type LinkGroup } from './buttonLink'
import { CmsLink } from '@/ui/CmsLink'

type Variant = 'primary' | 'secondary'

// White on brand-500 is 4.5:1 and on brand-600 6.3:1, so neither state drops below AA.
const STYLES: Record<Variant, { dark: string; light: string }> = {
  primary: {
    dark: 'bg-brand-500 text-white hover:bg-brand-600 focus-visible:outline-brand-300',
    light: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600',
  },
  secondary: {
    dark: 'text-white ring-1 ring-inset ring-white/30 hover:bg-white/10 focus-visible:outline-brand-300',
    light: 'bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 focus-visible:outline-brand-600',
  },
}

/** A CMS link group as a button; renders nothing when the group is empty. */
export function LinkButton({
  link,
  variant = 'primary',
  dark = false,
  className = '',
}: {
  link: LinkGroup
  variant?: Variant
  dark?: boolean
  className?: string
}) {
  const button = toButtonLink(link)
  if (!button) return null
  return (
    <CmsLink
      href={button.href}
      className={`inline-flex items-center justify-center rounded-lg px-5 py-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${STYLES[variant][dark ? 'dark' : 'light']} ${className}`}
    >
      {button.label}
    </CmsLink>
  )
}

/** A primary button and an optional secondary one side by side; nothing when both are empty. */
export function ButtonRow({ links, dark = false, className = '' }: { links: [LinkGroup, LinkGroup]; dark?: boolean; className?: string }) {
  const [primary, secondary] = links
  if (!toButtonLink(primary) && !toButtonLink(secondary)) return null
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <LinkButton link={primary} dark={dark} />
      <LinkButton link={secondary} variant="secondary" dark={dark} />
    </div>
  )
}
