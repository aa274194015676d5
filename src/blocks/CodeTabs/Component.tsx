import type { CodeTabsBlock } from '@/cms/payload-types'
import { CodePanel } from '@/ui/code/CodePanel'
import { BlockSection } from '../shared/BlockSection'
import { SectionHeading } from '../shared/SectionHeading'
import { LazyCodeTabs as Tabs } from './LazyCodeTabs.client'

/**
 * The same call in several languages, one tab each. Every panel is highlighted on the server;
 * the browser only switches between them, and shows them all, stacked, without scripts.
 */
export function CodeTabs({ block, tinted }: { block: CodeTabsBlock; tinted: boolean }) {
  return (
    <BlockSection tinted={tinted} className="grid items-center gap-10 desk:grid-cols-5">
      <SectionHeading heading={block.heading} intro={block.text} preLine className="desk:col-span-2" />
      <div className="min-w-0 desk:col-span-3">
        <Tabs label="Language" tabs={block.samples.map((sample) => sample.label)}>
          {block.samples.map((sample, index) => (
            <CodePanel key={sample.id ?? index} code={sample.code} language={sample.language} filename={sample.filename} framed={false} />
          ))}
        </Tabs>
      </div>
    </BlockSection>
  )
}
