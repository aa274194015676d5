import type { CodeSampleBlock } from '@/cms/payload-types'
import { Container } from '@/features/layout/Container'
import { CodePanel } from '@/ui/code/CodePanel'

/** Text beside a code panel, highlighted on the server: no highlighter is shipped to the browser. */
export function CodeSample({ block, tinted }: { block: CodeSampleBlock; tinted: boolean }) {
  return (
    <section className={`${tinted ? 'bg-slate-50' : 'bg-white'} py-16 desk:py-24`}>
      <Container className="grid items-center gap-10 desk:grid-cols-5">
        <div className="desk:col-span-2">
          <h2 className="text-3xl font-bold tracking-tight text-balance text-slate-900 desk:text-4xl">{block.heading}</h2>
          {block.text ? <p className="mt-4 text-lg whitespace-pre-line text-slate-600">{block.text}</p> : null}
        </div>
        <CodePanel code={block.code} language={block.language} filename={block.filename} className="desk:col-span-3" />
      </Container>
    </section>
  )
}
