import type { ComponentType } from 'react'

import { blockAnchors } from '@/cms/anchors/blockAnchors'
import type { Draft } from '@/cms/draft'
import type { Page } from '@/cms/payload-types'
import { ArchitectureDiagram } from './ArchitectureDiagram/Component'
import { CallToAction } from './CallToAction/Component'
import { CodeSample } from './CodeSample/Component'
import { CodeTabs } from './CodeTabs/Component'
import { ComparisonTable } from './ComparisonTable/Component'
import { ComplianceBadges } from './ComplianceBadges/Component'
import { ContactForm } from './ContactForm/Component'
import { Faq } from './Faq/Component'
import { FeatureGrid } from './FeatureGrid/Component'
import { CampaignFormSection } from './Form/Component'
import { Hero } from './Hero/Component'
import { LogoWall } from './LogoWall/Component'
import { Playground } from './Playground/Component'
import { PricingTable } from './PricingTable/Component'
import { RelatedProducts } from './RelatedProducts/Component'
import { RichTextSection } from './RichText/Component'
import { SplitFeature } from './SplitFeature/Component'
import { Stats } from './Stats/Component'
import { Testimonial } from './Testimonial/Component'

export type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockType = LayoutBlock['blockType']

/**
 * A block as a page draft holds it. Live preview renders the page as autosave stored it, so a
 * block an editor has just added arrives before its required fields are filled: every
 * component takes its block as a draft, and the compiler makes it handle each gap.
 */
export type DraftBlock<T extends BlockType = BlockType> = Draft<Extract<LayoutBlock, { blockType: T }>>

/** What every block gets besides its own fields; each takes only what it needs. */
type BlockContext = {
  /** Light sections alternate white and slate-50 so neighbours stay distinct. */
  tinted: boolean
  /** The page chose the light header; the hero matches it. */
  light: boolean
  /** This is the page's first hero, whose heading is the page's only h1. */
  pageTitle: boolean
  /** The id of the block's section, unique on the page: what `#anchor` links lead to. */
  anchor: string | null
}

const COMPONENTS: { [T in BlockType]: ComponentType<{ block: DraftBlock<T> } & BlockContext> } = {
  hero: Hero,
  featureGrid: FeatureGrid,
  codeSample: CodeSample,
  logoWall: LogoWall,
  testimonial: Testimonial,
  stats: Stats,
  pricingTable: PricingTable,
  comparisonTable: ComparisonTable,
  faq: Faq,
  cta: CallToAction,
  richText: RichTextSection,
  contactForm: ContactForm,
  codeTabs: CodeTabs,
  splitFeature: SplitFeature,
  complianceBadges: ComplianceBadges,
  relatedProducts: RelatedProducts,
  architectureDiagram: ArchitectureDiagram,
  formBlock: CampaignFormSection,
  playground: Playground,
}

/** Blocks that paint their own band; the light blocks after each band restart at white. */
const BANDS: ReadonlySet<BlockType> = new Set<BlockType>(['hero', 'stats', 'cta'])

function tintedFlags(blocks: DraftBlock[]): boolean[] {
  const flags: boolean[] = []
  let run = 0
  for (const block of blocks) {
    const band = block.blockType ? BANDS.has(block.blockType) : false
    flags.push(!band && run % 2 === 1)
    run = band ? 0 : run + 1
  }
  return flags
}

export function RenderBlocks({ blocks, light }: { blocks: DraftBlock[]; light: boolean }) {
  const tinted = tintedFlags(blocks)
  const firstHero = blocks.findIndex((block) => block.blockType === 'hero')
  // The same anchors the link fields are checked against (src/cms/anchors/blockAnchors.ts).
  const anchors = blockAnchors(blocks)
  return blocks.map((block, index) => {
    // TypeScript cannot pair a block with its own component through the union; the map's type guarantees it.
    // Undefined only for a block type stored before it was removed from the code: skip it rather than fail the page.
    const Block = (block.blockType ? COMPONENTS[block.blockType] : undefined) as ComponentType<{ block: DraftBlock } & BlockContext> | undefined
    if (!Block) return null
    return (
      <Block
        key={block.id ?? index}
        block={block}
        tinted={tinted[index] === true}
        light={light}
        pageTitle={index === firstHero}
        anchor={anchors[index] ?? null}
      />
    )
  })
}
