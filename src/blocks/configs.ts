import type { Block } from 'payload'

import { CallToActionBlock } from './CallToAction/config'
import { CodeSampleBlock } from './CodeSample/config'
import { ComparisonTableBlock } from './ComparisonTable/config'
import { ContactFormBlock } from './ContactForm/config'
import { FaqBlock } from './Faq/config'
import { FeatureGridBlock } from './FeatureGrid/config'
import { HeroBlock } from './Hero/config'
import { LogoWallBlock } from './LogoWall/config'
import { PricingTableBlock } from './PricingTable/config'
import { RichTextBlock } from './RichText/config'
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
]
