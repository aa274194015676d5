import { roleWithoutCompany } from '@/lib/roleWithoutCompany'

/**
 * The customer's words set large in the middle of their story, with who said them: the
 * company is named once in the caption, however the role was typed. In draft mode the caption
 * shows whichever of author and role is set.
 */
export function PullQuote({
  text,
  author,
  role,
  company,
}: {
  text: string
  author?: string | null
  role?: string | null
  company?: string | null
}) {
  const attribution = [roleWithoutCompany(role, company), company].filter(Boolean).join(', ')
  return (
    <figure className="my-12 border-y border-slate-200 py-10 desk:my-14">
      <svg viewBox="0 0 32 24" aria-hidden="true" focusable="false" className="h-6 w-8 text-brand-500">
        <path
          fill="currentColor"
          d="M0 24V14.4C0 6.4 4.3 1.6 12.4 0l1.3 3.3C9.3 4.8 7.3 7.4 7 11h6v13zm18.3 0V14.4c0-8 4.3-12.8 12.4-14.4L32 3.3c-4.4 1.5-6.4 4.1-6.7 7.7h6V24z"
        />
      </svg>
      <blockquote className="mt-6 text-2xl leading-snug font-semibold tracking-tight text-balance text-slate-900 desk:text-3xl">
        <p>{text}</p>
      </blockquote>
      {author || attribution ? (
        <figcaption className="mt-6 text-sm text-slate-600">
          {author ? <span className="font-semibold text-slate-900">{author}</span> : null}
          {author && attribution ? ', ' : null}
          {attribution}
        </figcaption>
      ) : null}
    </figure>
  )
}
