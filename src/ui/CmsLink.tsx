import type { ComponentProps } from 'react'

import { isContactHref, isExternal } from '@/lib/href'
import { NavHref } from './NavHref'

/**
 * A link an editor entered: next/link for our pages, a plain anchor elsewhere, and the sales
 * drawer's hook only on /contact. Anywhere else (an external scheduling page, say) the link
 * goes where the editor pointed it, with JavaScript as without.
 */
export function CmsLink({ href, ...rest }: ComponentProps<'a'> & { href: string }) {
  return <NavHref href={href} external={isExternal(href)} data-contact-link={isContactHref(href) || undefined} {...rest} />
}
