import type { ExcerptSegment } from './searchAnswer'

/** An excerpt with its matched words marked; text only, never HTML. */
export function Excerpt({ segments }: { segments: ExcerptSegment[] }) {
  return segments.map((segment, index) =>
    segment.hit ? (
      <mark key={index} className="rounded-sm bg-brand-100 px-0.5 text-inherit">
        {segment.text}
      </mark>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  )
}
