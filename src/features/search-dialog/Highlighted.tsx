import { Fragment } from 'react'

import type { ExcerptSegment } from './searchAnswer'

/** An excerpt with its matches in <mark>: built from the endpoint's segments as text, never as HTML. */
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
