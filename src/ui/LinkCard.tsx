import { Link } from '@/ui/Link.client'
import type { ReactNode } from 'react'

/**
 * The card every listing shows (posts, papers, webinars, customers): a rounded, bordered tile
 * that lifts on hover, whose one link is its title, stretched over the whole card, so the card
 * is one tab stop named by the title alone; the focus ring of that link is drawn on the card.
 */
export function LinkCard({
  href,
  title,
  heading: Heading = 'h2',
  titleClassName = 'text-xl',
  media,
  eyebrow,
  children,
}: {
  href: string
  title: ReactNode
  /** The title's heading level, for the page's outline. */
  heading?: 'h2' | 'h3'
  /** Size and spacing of the title. */
  titleClassName?: string
  /** A full-width image above the text. */
  media?: ReactNode
  /** A line above the title (a date, a time). */
  eyebrow?: ReactNode
  /** What follows the title. */
  children?: ReactNode
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card transition hover:shadow-raised has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2">
      {media}
      <div className="flex flex-1 flex-col p-6">
        {eyebrow}
        <Heading className={`${titleClassName} font-semibold tracking-tight text-slate-900`}>
          <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </Link>
        </Heading>
        {children}
      </div>
    </article>
  )
}
