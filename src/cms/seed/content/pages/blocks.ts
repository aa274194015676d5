import type {
  ArchitectureDiagramBlock,
  CallToActionBlock,
  CodeSampleBlock,
  CodeTabsBlock,
  ComparisonTableBlock,
  ComplianceBadgesBlock,
  FeatureGridBlock,
  HeroBlock,
  Page,
  PlaygroundBlock,
  RelatedProductsBlock,
  SplitFeatureBlock,
  StatsBlock,
  TestimonialBlock,
} from '../../../payload-types'
import type { HeroVisualName } from '../../../../lib/heroVisuals'
import { DEFAULT_URLS } from '../../brand'
import { labelledLink } from '../../lib/links'
import type { SeedContext } from '../../lib/seedContext'

export type Layout = NonNullable<Page['layout']>

/** A page as written; its layout is built at seed time, when customer and media ids are known. */
export type SeedPage = {
  path: string
  title: string
  description: string
  intro?: string
  header: Page['header']
  layout?: (ctx: SeedContext) => Layout
}

type Link = ReturnType<typeof labelledLink>
type Feature = FeatureGridBlock['features'][number]

export const link = (label: string, href: string): Link => labelledLink(label, href)
export const docs = (path: string) => `${DEFAULT_URLS.docsUrl}${path}`

/** A product or solution page's hero; each opens with the drawing of what it offers. */
export const hero = (
  visual: HeroVisualName,
  eyebrow: string,
  heading: string,
  text: string,
  primary: Link,
  secondary?: Link,
): HeroBlock => ({
  blockType: 'hero',
  visual,
  eyebrow,
  heading,
  text,
  primary,
  ...(secondary ? { secondary } : {}),
})

export const features = (heading: string, intro: string, items: Feature[], columns: '2' | '3' | '4' = '3'): FeatureGridBlock => ({
  blockType: 'featureGrid',
  heading,
  intro,
  columns,
  features: items,
})

export const code = (
  heading: string,
  text: string,
  language: CodeSampleBlock['language'],
  filename: string,
  source: string,
): CodeSampleBlock => ({ blockType: 'codeSample', heading, text, language, filename, code: source.trim() })

/** The same call in several languages: [tab label, language, file name, code] each. */
export const codeTabs = (
  heading: string,
  text: string,
  samples: [label: string, language: CodeTabsBlock['samples'][number]['language'], filename: string, source: string][],
): CodeTabsBlock => ({
  blockType: 'codeTabs',
  heading,
  text,
  samples: samples.map(([label, language, filename, source]) => ({ label, language, filename, code: source.trim() })),
})

export const stats = (heading: string, items: [value: string, label: string][], footnote?: string): StatsBlock => ({
  blockType: 'stats',
  heading,
  items: items.map(([value, label]) => ({ value, label })),
  ...(footnote ? { footnote } : {}),
})

export const split = (
  { eyebrow, heading, text, points, visual, side = 'right', more }:
  { eyebrow?: string; heading: string; text: string; points: string[]; visual?: HeroVisualName; side?: 'left' | 'right'; more?: Link },
): SplitFeatureBlock => ({
  blockType: 'splitFeature',
  ...(eyebrow ? { eyebrow } : {}),
  heading,
  text,
  points: points.map((point) => ({ text: point })),
  // Each drawing belongs to one page's hero: a split without one sets its points beside the text.
  ...(visual ? { visual } : {}),
  side,
  ...(more ? { link: more } : {}),
})

/** A table of things compared: column labels, then [group heading or null, row label, one value per column] rows. */
export const compare = (heading: string, columns: string[], rows: [group: string | null, feature: string, ...values: string[]][]): ComparisonTableBlock => ({
  blockType: 'comparisonTable',
  heading,
  columns: columns.map((label) => ({ label })),
  rows: rows.map(([group, feature, ...values]) => ({ ...(group ? { group } : {}), feature, values: values.map((value) => ({ value })) })),
})

export const badges = (heading: string, intro: string, marks: ComplianceBadgesBlock['marks'], more?: Link): ComplianceBadgesBlock => ({
  blockType: 'complianceBadges',
  heading,
  intro,
  marks,
  ...(more ? { link: more } : {}),
})

/** Product pages by path, resolved at seed time (product pages are seeded first). */
export const related = (ctx: SeedContext, heading: string, intro: string, paths: string[]): RelatedProductsBlock => ({
  blockType: 'relatedProducts',
  heading,
  intro,
  products: paths.map((path) => ctx.page(path)),
})

type Marking = 'sensitive' | 'token' | null

/** A sequence diagram: lane names (a leading * marks one of ours) and [from, to, label, marking] steps, lanes counted from 1. */
export const diagram = (heading: string, intro: string, lanes: string[], steps: [from: number, to: number, label: string, marking?: Marking][]): ArchitectureDiagramBlock => ({
  blockType: 'architectureDiagram',
  heading,
  intro,
  lanes: lanes.map((lane) => ({ label: lane.replace(/^\*/, ''), ours: lane.startsWith('*') })),
  steps: steps.map(([from, to, label, marking = null]) => ({ from, to, label, marking })),
})

/** A product to try in the browser (blocks/Playground), with its own heading and intro. */
export const playground = (surface: PlaygroundBlock['surface'], heading: string, intro: string): PlaygroundBlock => ({
  blockType: 'playground',
  surface,
  heading,
  intro,
})

export const testimonial = (ctx: SeedContext, customer: string, quote: string, author: string, role: string): TestimonialBlock => ({
  blockType: 'testimonial',
  quote,
  author,
  role,
  customer: ctx.customer(customer),
})

/** The closing call to action most pages share: a conversation first, the docs second. */
export const cta = (heading: string, text: string, secondary: Link = link('Read the docs', DEFAULT_URLS.docsUrl)): CallToActionBlock => ({
  blockType: 'cta',
  heading,
  text,
  primary: link('Talk to an Expert', '/contact'),
  secondary,
})
