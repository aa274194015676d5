import { Link } from '@/ui/Link.client'
import type { ComponentProps } from 'react'

/** A link to our own pages through next/link, or a plain anchor to another site. */
export function NavHref({ href, external, ...rest }: ComponentProps<'a'> & { href: string; external: boolean }) {
  if (external) return <a href={href} {...rest} />
  return <Link href={href} {...rest} />
}
