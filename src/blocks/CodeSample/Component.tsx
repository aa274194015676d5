import type { CodeSampleBlock } from '@/cms/payload-types'
import { CodePanel } from '@/ui/code/CodePanel'
import { BlockSection } from '../shared/BlockSection'
import { SectionHeading } from '../shared/SectionHeading'

/** Text beside a code panel, highlighted on the server: no highlighter is shipped to the browser. */
export function CodeSample({ block, tinted }: { block: CodeSampleBlock; tinted: boolean }) {
  return (
    <BlockSection tinted={tinted} className="grid items-center gap-10 desk:grid-cols-5">
      <SectionHeading heading={block.heading} intro={block.text} preLine className="desk:col-span-2" />
      <CodePanel code={block.code} language={block.language} filename={block.filename} className="desk:col-span-3" />
    </BlockSection>
  )
}
