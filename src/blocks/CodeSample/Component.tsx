import type { CodeSampleBlock } from '@/cms/payload-types'
import { Container } from '@/features/layout/Container'
import { CopyButton } from './CopyButton.client'

const LANGUAGE_LABELS: Record<CodeSampleBlock['language'], string> = {
  bash: 'Bash',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  go: 'Go',
  json: 'JSON',
  http: 'HTTP',
}

/** Text beside a terminal-style panel; plain monospace, no highlighter shipped to the browser. */
export function CodeSample({ block, tinted }: { block: CodeSampleBlock; tinted: boolean }) {
  const language = LANGUAGE_LABELS[block.language]
  return (
    <section className={`${tinted ? 'bg-slate-50' : 'bg-white'} py-16 desk:py-24`}>
      <Container className="grid items-center gap-10 desk:grid-cols-5">
        <div className="desk:col-span-2">
          <h2 className="text-3xl font-bold tracking-tight text-balance text-slate-900 desk:text-4xl">{block.heading}</h2>
          {block.text ? <p className="mt-4 text-lg whitespace-pre-line text-slate-600">{block.text}</p> : null}
        </div>
        {/* min-w-0 lets the grid cell shrink so long lines scroll inside the panel, not the page. */}
        <div className="min-w-0 overflow-hidden rounded-2xl bg-slate-950 shadow-xl ring-1 ring-slate-900/10 desk:col-span-3">
          <div className="flex items-center gap-3 border-b border-white/10 px-4 py-2.5">
            <span aria-hidden="true" className="flex gap-1.5">
              <span className="size-2.5 rounded-full bg-slate-700" />
              <span className="size-2.5 rounded-full bg-slate-700" />
              <span className="size-2.5 rounded-full bg-slate-700" />
            </span>
            {block.filename ? <span className="truncate font-mono text-xs text-slate-300">{block.filename}</span> : null}
            <span className="ml-auto rounded bg-white/10 px-2 py-0.5 text-xs font-medium text-slate-200">{language}</span>
            <CopyButton code={block.code} />
          </div>
          {/* Focusable so keyboard users can scroll long lines (axe: scrollable-region-focusable). */}
          <div
            role="region"
            aria-label={block.filename ? `${block.filename} (${language})` : `${language} code sample`}
            tabIndex={0}
            className="overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-300"
          >
            <pre className="w-max min-w-full p-5 font-mono text-sm leading-relaxed text-slate-100">
              <code>{block.code}</code>
            </pre>
          </div>
        </div>
      </Container>
    </section>
  )
}
