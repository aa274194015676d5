import type { Mark, Segment, SegmentKind } from './jsonHighlight'

/** JSON's colours on the dark code panels, each at least 7:1 on slate-950. */
const KIND_CLASS: Record<SegmentKind, string> = {
  key: 'text-brand-300',
  string: 'text-sky-200',
  number: 'text-amber-200',
  literal: 'text-amber-200',
  punctuation: 'text-slate-400',
  comment: 'text-slate-400 italic',
  plain: 'text-slate-100',
}

/**
 * The site's tones for data (the architecture diagram's): rose for a real, sensitive value,
 * emerald for the token in its place. The underline differs too (wavy, dotted), so the two read
 * apart without colour; the tokens in read-only panels also say so to screen readers.
 */
export const MARK_CLASS: Record<Mark, string> = {
  sensitive: 'rounded-sm bg-rose-500/25 text-rose-100 underline decoration-rose-400 decoration-wavy underline-offset-4',
  token: 'rounded-sm bg-emerald-500/20 text-emerald-200 underline decoration-emerald-400 decoration-dotted underline-offset-4',
}

const MARK_WORDS: Record<Mark, string> = { sensitive: 'sensitive value', token: 'token' }

/**
 * Highlighted lines inside a `<pre>`; `annotate` names each marked value for screen readers.
 * The code takes the pre's font whole: a font of its own (the base styles give `code` one)
 * would make its lines taller than the editor's textarea lines, and the two would drift apart.
 */
export function JsonLines({ lines, annotate = false }: { lines: Segment[][]; annotate?: boolean }) {
  return (
    <code className="[font:inherit]">
      {lines.map((segments, line) => (
        <span key={line}>
          {segments.map((segment, at) =>
            segment.mark ? (
              <span key={at} className={MARK_CLASS[segment.mark]}>
                {segment.text}
                {annotate ? <span className="sr-only"> ({MARK_WORDS[segment.mark]})</span> : null}
              </span>
            ) : (
              <span key={at} className={KIND_CLASS[segment.kind]}>
                {segment.text}
              </span>
            ),
          )}
          {line < lines.length - 1 ? '\n' : null}
        </span>
      ))}
    </code>
  )
}

/** The key to the marks, in words beside each swatch. */
export function MarkLegend({ marks, className = '' }: { marks: readonly Mark[]; className?: string }) {
  const words: Record<Mark, string> = {
    sensitive: 'Sensitive value, tokenized by Relay (wavy underline)',
    token: 'Token in its place (dotted underline)',
  }
  return (
    <p className={`flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600 ${className}`}>
      {marks.map((mark) => (
        <span key={mark} className="inline-flex items-center gap-2">
          <span aria-hidden="true" className={`size-2.5 rounded-full ${mark === 'token' ? 'bg-emerald-600' : 'bg-rose-600'}`} />
          {words[mark]}
        </span>
      ))}
    </p>
  )
}
