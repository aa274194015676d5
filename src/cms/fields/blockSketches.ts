import type { Sketch } from './blockThumbnail'

type Entry = { description: string; sketch: Sketch }

const row = (count: number, y: number, w: number, h: number, kind: Sketch[number][4], gap = 2, x0 = 4): Sketch =>
  Array.from({ length: count }, (_, i) => [x0 + i * (w + gap), y, w, h, kind] as Sketch[number])

/** What each layout block is for, in one line, and its wireframe (48×24 grid), by block slug. */
export const BLOCK_SKETCHES: Record<string, Entry> = {
  hero: {
    description: 'The page’s opening: its heading, a sentence, buttons and a drawing.',
    sketch: [[4, 4, 24, 3, 'title'], [4, 9, 22, 1.5, 'text'], [4, 12, 18, 1.5, 'text'], [4, 16, 8, 3, 'button'], [14, 16, 8, 3, 'box'], [31, 3, 14, 18, 'fill']],
  },
  featureGrid: {
    description: 'A grid of features, each with an icon, a title and a sentence.',
    sketch: [[4, 2, 20, 2.5, 'title'], ...row(3, 7, 12, 7, 'box'), ...row(3, 15.5, 12, 7, 'box')],
  },
  codeSample: {
    description: 'One highlighted code sample with a copy button.',
    sketch: [[4, 3, 18, 2.5, 'title'], [4, 8, 16, 1.5, 'text'], [4, 11, 14, 1.5, 'text'], [24, 3, 20, 18, 'title'], [26, 7, 12, 1, 'text'], [26, 10, 15, 1, 'text'], [26, 13, 10, 1, 'text']],
  },
  logoWall: {
    description: 'Customers’ wordmarks in even rows, with a line above.',
    sketch: [[14, 3, 20, 1.5, 'text'], ...row(4, 8, 9, 4, 'box'), ...row(4, 14, 9, 4, 'box')],
  },
  testimonial: {
    description: 'One customer’s quote, with their name, role and company.',
    sketch: [[8, 4, 32, 2, 'title'], [8, 8, 28, 2, 'title'], [8, 12, 20, 2, 'title'], [8, 17, 3, 3, 'fill'], [13, 17.8, 14, 1.5, 'text']],
  },
  stats: {
    description: 'Big figures in a band, each with a label and an optional footnote.',
    sketch: [[2, 3, 44, 18, 'fill'], ...row(4, 8, 8, 4, 'title', 3, 4), ...row(4, 14, 8, 1.5, 'text', 3, 4)],
  },
  pricingTable: {
    description: 'Plans side by side: price, features and a button each.',
    sketch: [...row(3, 3, 12, 19, 'box'), ...row(3, 5, 6, 2, 'title', 8, 6), ...row(3, 9, 9, 1, 'text', 5, 6), ...row(3, 12, 8, 1, 'text', 6, 6), ...row(3, 18, 8, 2.5, 'button', 6, 6)],
  },
  comparisonTable: {
    description: 'A table comparing plans or options, feature by feature.',
    sketch: [[4, 3, 40, 2.5, 'title'], ...[7, 10, 13, 16, 19].flatMap((y): Sketch => [[4, y, 12, 1.5, 'text'], [22, y, 3, 1.5, 'fill'], [30, y, 3, 1.5, 'fill'], [38, y, 3, 1.5, 'fill']])],
  },
  faq: {
    description: 'Questions that open to their answers, beside a heading.',
    sketch: [[4, 3, 13, 2.5, 'title'], [4, 7, 11, 1.5, 'text'], ...[3, 8, 13, 18].map((y): Sketch[number] => [20, y, 24, 3.5, 'box'])],
  },
  cta: {
    description: 'A coloured band with a heading and one or two buttons.',
    sketch: [[2, 5, 44, 14, 'fill'], [10, 8, 28, 2.5, 'title'], [14, 13, 9, 3, 'button'], [25, 13, 9, 3, 'box']],
  },
  richText: {
    description: 'Free text: headings, lists, quotes, code, images and tables.',
    sketch: [[10, 3, 22, 2.5, 'title'], [10, 8, 28, 1.2, 'text'], [10, 10.5, 26, 1.2, 'text'], [10, 13, 28, 1.2, 'text'], [10, 15.5, 18, 1.2, 'text'], [10, 18.5, 24, 1.2, 'text']],
  },
  contactForm: {
    description: 'The sales contact form, with text beside it (other ways to reach us).',
    sketch: [[4, 3, 16, 2.5, 'title'], [4, 8, 14, 1.5, 'text'], [4, 11, 12, 1.5, 'text'], [24, 3, 20, 3, 'box'], [24, 7.5, 20, 3, 'box'], [24, 12, 20, 5, 'box'], [24, 18.5, 10, 3, 'button']],
  },
  formBlock: {
    description: 'A campaign form built under Campaign forms, with a heading and a line of text.',
    sketch: [[12, 2, 24, 2.5, 'title'], [12, 6, 24, 1.5, 'text'], [12, 9, 24, 3, 'box'], [12, 13.5, 24, 3, 'box'], [12, 18, 10, 3, 'button']],
  },
  playground: {
    description: 'A product to try in the browser: Relay, the card form or BIN Lookup.',
    sketch: [[4, 2, 20, 2.5, 'title'], [4, 6, 26, 1.5, 'text'], [4, 10, 13, 12, 'title'], [19, 10, 10, 12, 'box'], [31, 10, 13, 12, 'title'], [21, 12, 6, 1.5, 'text'], [21, 15, 6, 1.5, 'text'], [6, 18, 7, 2.5, 'button']],
  },
  codeTabs: {
    description: 'The same code in several languages, a tab each, with a copy button.',
    sketch: [[4, 3, 7, 2.5, 'button'], [12, 3, 7, 2.5, 'box'], [20, 3, 7, 2.5, 'box'], [4, 6.5, 40, 15, 'title'], [7, 9.5, 20, 1, 'text'], [7, 12.5, 28, 1, 'text'], [7, 15.5, 16, 1, 'text']],
  },
  splitFeature: {
    description: 'A drawing on one side; a heading, text and points on the other.',
    sketch: [[4, 3, 20, 18, 'fill'], [28, 4, 16, 2.5, 'title'], [28, 9, 15, 1.5, 'text'], [28, 12, 13, 1.5, 'text'], [28, 15, 14, 1.5, 'text'], [28, 18, 11, 1.5, 'text']],
  },
  complianceBadges: {
    description: 'Certifications and standards, as a row of badges.',
    sketch: [[14, 3, 20, 2, 'title'], ...row(4, 9, 8, 8, 'box', 3, 4.5), ...row(4, 11, 4, 4, 'fill', 7, 6.5)],
  },
  relatedProducts: {
    description: 'Cards that link to other products or solutions.',
    sketch: [[4, 3, 18, 2.5, 'title'], ...row(3, 8, 12, 13, 'box'), ...row(3, 8, 12, 4, 'fill'), ...row(3, 14, 9, 1.5, 'text', 5, 5.5)],
  },
  architectureDiagram: {
    description: 'How data moves through the product, step by step across lanes.',
    sketch: [[4, 3, 20, 2, 'title'], [4, 8, 10, 10, 'box'], [19, 8, 10, 10, 'fill'], [34, 8, 10, 10, 'box'], [14, 12.5, 5, 1, 'title'], [29, 12.5, 5, 1, 'title']],
  },
}
