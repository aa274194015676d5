import { CODE_LANGUAGES, isCodeLanguage } from '@/lib/codeLanguages'
import { CodePanel } from '@/ui/code/CodePanel'
import type { DraftBlock } from '../RenderBlocks'
import { BlockSection } from '../shared/BlockSection'
import { SectionHeading } from '../shared/SectionHeading'
import { LazyCodeTabs as Tabs } from './LazyCodeTabs.client'

/**
 * The same call in several languages, one tab each. Every panel is highlighted on the server;
 * the browser only switches between them, and shows them all, stacked, without scripts.
 * A draft's sample without code yet has no tab; one without a name yet is named by its language.
 */
export function CodeTabs({
  block,
  tinted,
  anchor,
}: {
  block: DraftBlock<'codeTabs'>
  tinted: boolean
  anchor?: string | null
}) {
  const samples = (block.samples ?? []).flatMap((sample) => (sample?.code ? [{ ...sample, code: sample.code }] : []))
  const tabName = (sample: (typeof samples)[number]) =>
    sample.label || (isCodeLanguage(sample.language) ? CODE_LANGUAGES[sample.language] : 'Code')
  return (
    <BlockSection tinted={tinted} anchor={anchor} className="grid items-center gap-10 desk:grid-cols-5">
      <SectionHeading heading={block.heading} intro={block.text} preLine className="desk:col-span-2" />
      {samples.length > 0 ? (
        <div className="min-w-0 desk:col-span-3">
          <Tabs label="Language" tabs={samples.map(tabName)}>
            {samples.map((sample, index) => (
              <CodePanel key={sample.id ?? index} code={sample.code} language={sample.language} filename={sample.filename} framed={false} />
            ))}
          </Tabs>
        </div>
      ) : null}
    </BlockSection>
  )
}
