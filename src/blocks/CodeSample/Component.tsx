import { CodePanel } from '@/ui/code/CodePanel'
import type { DraftBlock } from '../RenderBlocks'
import { BlockSection } from '../shared/BlockSection'
import { SectionHeading } from '../shared/SectionHeading'

/**
 * Text beside a code panel, highlighted on the server: no highlighter is shipped to the browser.
 * A draft without code yet shows no panel, rather than an empty one with a copy button.
 */
export function CodeSample({
  block,
  tinted,
  anchor,
}: {
  block: DraftBlock<'codeSample'>
  tinted: boolean
  anchor?: string | null
}) {
  return (
    <BlockSection tinted={tinted} anchor={anchor} className="grid items-center gap-10 desk:grid-cols-5">
      <SectionHeading heading={block.heading} intro={block.text} preLine className="desk:col-span-2" />
      {block.code ? (
        <CodePanel code={block.code} language={block.language} filename={block.filename} className="desk:col-span-3" />
      ) : null}
    </BlockSection>
  )
}
