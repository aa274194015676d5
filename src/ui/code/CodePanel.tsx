import { CODE_LANGUAGES, isCodeLanguage } from '@/lib/codeLanguages'
import { CopyButton } from './CopyButton'
import { CODE_PANEL_ATTRIBUTE } from './copyButtons'
import { highlightLines } from './highlight'
import { CODE_FRAME } from './codeFrame'

/**
 * A dark code panel: a title bar (file name, language, copy button) over highlighted code that
 * scrolls sideways inside the panel, never the page. Used by the code sample block and by
 * code blocks in rich text.
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
        className="relative overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-300"
      >
        <pre className="m-0 w-max min-w-full bg-transparent p-5 font-mono text-sm leading-relaxed text-slate-100">
          <code>
            {lines.map((tokens, index) => (
              <span key={index}>
                {tokens.map((token, at) => (
                  <span key={at} style={token.color ? { color: token.color } : undefined}>
                    {token.content}
                  </span>
                ))}
                {index < lines.length - 1 ? '\n' : null}
              </span>
            ))}
          </code>
        </pre>
      </div>
    </div>
  )
}
