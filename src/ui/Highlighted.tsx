import { Fragment } from 'react'

/** A piece of a search excerpt; `hit` when it is a word the search matched. */
export type ExcerptSegment = { text: string; hit: boolean }

/**
 * A search excerpt with its matches in <mark> (the /search page and the search dialog): built
 * from segments as text, never as HTML. No side padding: it would split "Relay’s" in two.
 */
export function Highlighted({ segments }: { segments: readonly ExcerptSegment[] }) {
  return segments.map((segment, index) =>
    segment.hit ? (
      <mark key={index} className="rounded-sm bg-brand-600/15 font-medium text-slate-900">
        {segment.text}
      </mark>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  )
}
