import { toButtonLink, type LinkGroup } from './buttonLink'
import { buttonClass, type ButtonVariant } from '@/ui/button'
import { CmsLink } from '@/ui/CmsLink'


/** A CMS link group as a button; renders nothing when the group is empty. */
export function LinkButton({
  link,
  variant = 'primary',
  dark = false,
  className = '',
}: {
  link: LinkGroup
  variant?: ButtonVariant
  dark?: boolean
  className?: string
}) {
  const button = toButtonLink(link)
  if (!button) return null
  return (
    <CmsLink
      href={button.href}
      className={buttonClass(variant, dark ? 'dark' : 'light', className)}
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
