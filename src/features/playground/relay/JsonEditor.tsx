import type { KeyboardEvent } from 'react'

import { bindValue } from '../bindControl'
import { CODE_TEXT, DarkPanel, StatusPill } from '../DarkPanel'
import { highlightJson, type MarkRange } from '../jsonHighlight'
import { JsonLines } from '../JsonLines'

/**
 * A JSON editor as a textarea over its own highlighted copy: the visitor types into a real
 * textarea (every keyboard, screen reader and paste works as usual, and Tab leaves it), whose
 * text is transparent so the coloured copy beneath shows through, marks included. Both sit in
 * one scrolling box and share their metrics, so they never drift apart. Lines stay whole by
 * `white-space: pre` (HTML's `wrap` attribute has no "off"); long ones scroll sideways.
 */
export function JsonEditor({
  id,
  title,
  value,
  marks,
  describedBy,
  invalid,
  maxLength,
  onChange,
  onKeyDown,
}: {
  id: string
  title: string
  value: string
  marks: readonly MarkRange[]
  describedBy?: string
  invalid: boolean
  maxLength: number
  onChange?: (value: string) => void
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void
}) {
  const lineCount = value.split('\n').length
  return (
    <DarkPanel title={<label htmlFor={id}>{title}</label>} badge={<StatusPill tone={invalid ? 'bad' : 'quiet'}>{invalid ? 'Invalid JSON' : 'JSON'}</StatusPill>}>
      <div className="h-[24rem] overflow-auto overscroll-contain focus-within:outline-2 focus-within:-outline-offset-2 focus-within:outline-brand-300">
        <div className={`relative flex min-h-full w-max min-w-full ${CODE_TEXT}`}>
          <div aria-hidden="true" className="sticky left-0 z-10 shrink-0 select-none bg-slate-950 py-4 pr-3 pl-4 text-right text-slate-400">
            {Array.from({ length: lineCount }, (_, line) => (
              <div key={line}>{line + 1}</div>
            ))}
          </div>
          <div className="relative grow">
            <pre aria-hidden="true" className={`m-0 whitespace-pre bg-transparent py-4 pr-6 pl-1 ${CODE_TEXT}`}>
              <JsonLines lines={highlightJson(value, marks)} />
              {/* A textarea shows the empty line after a final line break; a pre needs something on it. */}
              {value.endsWith('\n') ? ' ' : null}
            </pre>
            <textarea
              id={id}
              data-playground-start=""
              {...bindValue(value, onChange)}
              onKeyDown={onKeyDown}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              maxLength={maxLength}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className={`absolute inset-0 size-full resize-none overflow-hidden whitespace-pre border-0 bg-transparent py-4 pr-6 pl-1 text-slate-100 caret-white outline-none selection:bg-brand-500/40 [-webkit-text-fill-color:transparent] ${CODE_TEXT}`}
            />
          </div>
        </div>
      </div>
    </DarkPanel>
  )
}
