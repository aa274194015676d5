import type { ComponentProps } from 'react'

import { NavHref } from '@/ui/NavHref'
import { isExternal } from '@/lib/href'
import { isContactHref } from './buttonLink'

/** A link an editor entered: next/link for our pages, a plain anchor elsewhere, the contact hook on /contact. */
export function CmsLink({ href, ...rest }: ComponentProps<'a'> & { href: string }) {
  return <NavHref href={href} external={isExternal(href)} data-contact-link={isContactHref(href) || undefined} {...rest} />
}
