import type { Changelog } from '@/cms/payload-types'

type Tag = NonNullable<Changelog['tags']>[number]

/** Each tag keeps AA contrast: 800-weight text on a 50-weight tint of the same hue. */
const STYLE: Record<Tag, string> = {
  new: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  improved: 'bg-sky-50 text-sky-800 ring-sky-200',
  fixed: 'bg-amber-50 text-amber-800 ring-amber-200',
  security: 'bg-rose-50 text-rose-800 ring-rose-200',
  deprecated: 'bg-slate-100 text-slate-700 ring-slate-300',
}

const label = (tag: Tag) => tag.charAt(0).toUpperCase() + tag.slice(1)

/** An entry's tags; a draft's list may hold a tag not chosen yet (null). */
export function ChangelogTags({ tags }: { tags: readonly (Tag | null | undefined)[] | null | undefined }) {
  const chosen = (tags ?? []).filter((tag): tag is Tag => Boolean(tag))
  if (chosen.length === 0) return null
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {chosen.map((tag) => (
        <li key={tag} className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLE[tag]}`}>
          {label(tag)}
        </li>
      ))}
    </ul>
  )
}
