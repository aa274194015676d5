import { Fragment, type CSSProperties } from 'react'

import { CODE_LANGUAGES, isCodeLanguage } from '@/lib/codeLanguages'
import { CopyButton } from './CopyButton'
import { CODE_PANEL_ATTRIBUTE } from './copyButtons'
import { highlightLines } from './highlight'
import { CODE_FRAME, SCROLL_EDGES } from './codeFrame'
import { wrapIndent } from './wrapIndent'

/**
 * From lg (1024 px) long lines wrap, each continuation indented past its line's own indentation
 * (wrapIndent), rather than scroll. The columns code sits in there (beside a heading, in an
 * article) hold 50-80 characters, and samples run longer: a panel that scrolls shows lines cut
 * mid-token with nothing to say so, and shrinking the type to fit would make it too small to
 * read. Below lg, where a wrapped line would break every few words, lines keep their shape and
 * the panel scrolls, its edges saying so (SCROLL_EDGES).
 */
const WRAPPED = 'lg:w-auto lg:whitespace-pre-wrap lg:wrap-anywhere'
// An inline block, not a block, with the line's newline after it: a block would add a second
// line break to text copied by selecting it.
const WRAPPED_LINE = 'lg:inline-block lg:w-full lg:pl-(--hang) lg:-indent-(--hang)'

/**
 * A dark code panel: a title bar (file name, language, copy button) over highlighted code that
 * wraps on a desktop and scrolls sideways inside the panel below it, never the page. Used by the
 * code sample block and by code blocks in rich text.
 */
export async function CodePanel({
  code,
  language,
  filename,
  framed = true,
  className = '',
}: {
  code: string
  language: string | null | undefined
  filename?: string | null
  /** Off inside a frame of its own (the code tabs), which draws the rounded edge and shadow. */
  framed?: boolean
  className?: string
}) {
  const lines = await highlightLines(code, language)
  const label = isCodeLanguage(language) ? CODE_LANGUAGES[language] : 'Code'
  return (
    // min-w-0 lets a grid or flex cell shrink, so long lines scroll inside the panel.
    <div {...{ [CODE_PANEL_ATTRIBUTE]: '' }} className={`min-w-0 overflow-hidden ${framed ? CODE_FRAME : 'bg-slate-950'} ${className}`}>
      <div className="flex items-center gap-3 border-b border-white/10 px-4 py-2.5">
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-slate-700" />
          <span className="size-2.5 rounded-full bg-slate-700" />
          <span className="size-2.5 rounded-full bg-slate-700" />
        </span>
        {filename ? <span className="truncate font-mono text-xs text-slate-300">{filename}</span> : null}
        <span className="ml-auto rounded bg-white/10 px-2 py-0.5 text-xs font-medium text-slate-200">{label}</span>
        <CopyButton />
      </div>
      {/* Focusable so keyboard users can scroll long lines (axe: scrollable-region-focusable);
          relative, so visually hidden text inside stays inside the scrolling box. */}
      <div
        role="region"
        aria-label={filename ? `${filename} (${label})` : `${label} code`}
        tabIndex={0}
        className={`relative overflow-x-auto ${SCROLL_EDGES} focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-300`}
      >
        <pre className={`m-0 w-max min-w-full bg-transparent p-5 font-mono text-sm leading-relaxed text-slate-100 ${WRAPPED}`}>
          <code>
            {lines.map((tokens, index) => (
              <Fragment key={index}>
                <span className={WRAPPED_LINE} style={{ '--hang': wrapIndent(tokens.map((token) => token.content).join('')) } as CSSProperties}>
                  {tokens.map((token, at) => (
                    <span key={at} style={token.color ? { color: token.color } : undefined}>
                      {token.content}
                    </span>
                  ))}
                </span>
                {index < lines.length - 1 ? '\n' : null}
              </Fragment>
            ))}
          </code>
        </pre>
      </div>
    </div>
  )
}
