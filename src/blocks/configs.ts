import type { Block } from 'payload'

import { ArchitectureDiagramBlock } from './ArchitectureDiagram/config'
import { CallToActionBlock } from './CallToAction/config'
import { CodeSampleBlock } from './CodeSample/config'
import { CodeTabsBlock } from './CodeTabs/config'
import { ComparisonTableBlock } from './ComparisonTable/config'
import { ComplianceBadgesBlock } from './ComplianceBadges/config'
import { ContactFormBlock } from './ContactForm/config'
import { FaqBlock } from './Faq/config'
import { FeatureGridBlock } from './FeatureGrid/config'
import { FormBlock } from './Form/config'
import { HeroBlock } from './Hero/config'
import { LogoWallBlock } from './LogoWall/config'
import { PlaygroundBlock } from './Playground/config'
import { PricingTableBlock } from './PricingTable/config'
import { RelatedProductsBlock } from './RelatedProducts/config'
import { RichTextBlock } from './RichText/config'
import { SplitFeatureBlock } from './SplitFeature/config'
import { StatsBlock } from './Stats/config'
import { TestimonialBlock } from './Testimonial/config'

/** Every layout block editors can place on a page; a new block is a folder plus one line here. */
export const LAYOUT_BLOCKS: Block[] = [
  HeroBlock,
  FeatureGridBlock,
  CodeSampleBlock,
  LogoWallBlock,
  TestimonialBlock,
  StatsBlock,
  PricingTableBlock,
  ComparisonTableBlock,
  FaqBlock,
  CallToActionBlock,
  RichTextBlock,
  ContactFormBlock,
  CodeTabsBlock,
  SplitFeatureBlock,
  ComplianceBadgesBlock,
  RelatedProductsBlock,
  ArchitectureDiagramBlock,
  FormBlock,
  PlaygroundBlock,
]
