import { SEED_PAPERS, paperDocument } from '../content/papers'
import { PALETTES, coverSvg, type Palette } from './covers'
import { paperCoverAlt, paperCoverSvg } from './paperCover'
import type { Pattern } from './patterns'
import { avatarSvg } from './marks'
import { renderPaperPdf } from './paperPdf'
import { relayLatencyChartSvg } from './figures'
import { wordmarkSvg, type Wordmark } from './wordmarks'

/** One file to upload: drawn only when missing, since rendering is most of the seed's time. */
export type MediaSpec = {
  key: string
  alt: string
  mimetype: 'image/png' | 'image/webp' | 'image/svg+xml' | 'application/pdf'
  render: () => Promise<Buffer>
}

const EXTENSIONS: Record<MediaSpec['mimetype'], string> = {
  'image/png': 'png',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
}

export const filenameOf = (spec: MediaSpec) => `${spec.key}.${EXTENSIONS[spec.mimetype]}`

// sharp is loaded only when a file is actually drawn: most starts find the media seeded.
const sharp = async (svg: string) => (await import('sharp')).default(Buffer.from(svg))
const webp = async (svg: string) => (await sharp(svg)).webp({ quality: 82 }).toBuffer()
const png = async (svg: string) => (await sharp(svg)).png({ compressionLevel: 9 }).toBuffer()

const cover = (key: string, palette: Palette, pattern: Pattern, alt: string): MediaSpec => ({
  key: `cover-${key}`,
  alt,
  mimetype: 'image/webp',
  render: () => webp(coverSvg(key, palette, pattern)),
})

/** Wordmarks stay vector: crisp at any size and a few kilobytes; their alt text is the brand's name. */
const logo = (key: string, name: string, wordmark: Wordmark): MediaSpec => ({
  key: `logo-${key}`,
  alt: name,
  mimetype: 'image/svg+xml',
  render: async () => Buffer.from(wordmarkSvg(wordmark)),
})

const avatar = (key: string, from: string, to: string, name: string): MediaSpec => ({
  key: `avatar-${key}`,
  alt: `Abstract avatar of ${name}: soft circles on a gradient disc`,
  mimetype: 'image/png',
  render: () => png(avatarSvg(key, from, to)),
})

const { engineering, compliance, product } = PALETTES

/** Everything the seed uploads; PDFs carry the date they are seeded for. */
export const mediaCatalog = (now: Date): MediaSpec[] => [
  avatar('maya-okafor', '#6d5dfc', '#22d3ee', 'Maya Okafor'),
  avatar('tomas-lindqvist', '#10b981', '#0f766e', 'Tomás Lindqvist'),
  avatar('priya-raman', '#f472b6', '#f59e0b', 'Priya Raman'),
  avatar('daniel-brandt', '#4332c4', '#8f84ff', 'Daniel Brandt'),

  logo('fernwick-finance', 'Fernwick Finance', { mark: 'leaves', text: 'Fernwick', font: 'manrope' }),
  logo('quaystone-payments', 'Quaystone Payments', { mark: 'stones', text: 'Quaystone', font: 'grotesk', scale: 0.97 }),
  logo('harbor-and-pine', 'Harbor & Pine', { mark: 'pine', text: 'Harbor & Pine', font: 'serif', scale: 0.94 }),
  logo('quillcare-health', 'Quillcare Health', { mark: 'cross', text: 'quillcare', font: 'sora', scale: 0.96 }),
  logo('northvane-custody', 'Northvane Custody', { mark: 'vane', text: 'NORTHVANE', font: 'groteskMedium', scale: 0.9 }),
  logo('oakmoor-market', 'Oakmoor Market', { mark: 'arch', text: 'Oakmoor', font: 'serif', scale: 1.04 }),
  logo('tallyline', 'Tallyline', { mark: 'tally', text: 'tallyline', font: 'manropeHeavy', scale: 0.97 }),
  logo('brightrail', 'Brightrail', { mark: 'rails', text: 'Brightrail', font: 'soraBold', scale: 0.95 }),

  cover('relay-tokenizes-json-in-milliseconds', engineering, 'grid', 'Violet and cyan tiles clustering towards a bright point on a dark navy grid'),
  cover('format-preserving-tokens', engineering, 'lattice', 'A honeycomb of hexagons, a few filled in violet and cyan, fading across a dark background'),
  cover('functions-isolation-model', engineering, 'prism', 'Overlapping translucent triangles in violet and cyan, each outlined, on deep navy'),
  cover('pci-dss-4-payment-page-scripts', compliance, 'waves', 'Flowing green and violet lines sweeping across a dark teal background'),
  cover('which-saq-do-you-need', compliance, 'grid', 'Rounded green and violet squares gathering into a bright cluster on a dark grid'),
  cover('hipaa-technical-safeguards-for-engineers', compliance, 'orbits', 'Concentric green and violet rings with small beads placed along each orbit'),
  cover('introducing-enclaves', product, 'orbits', 'Pink and amber rings radiating from a glowing centre on a deep plum background'),
  cover('network-tokens-for-engineers', product, 'waves', 'Pink-to-amber wave lines crossing a dark plum background'),
  cover('3ds-without-the-drop-off', product, 'lattice', 'Hexagon lattice lit in pink and amber on the right, outlined on the left'),

  {
    key: 'figure-relay-p99-by-stage',
    alt: 'Bar chart of the p99 time Relay adds per stage: vault writes fell from 4.6 to 2.8 ms, parsing from 1.4 to 0.6 ms, routing and rewriting slightly',
    mimetype: 'image/svg+xml',
    render: async () => Buffer.from(relayLatencyChartSvg()),
  },

  ...SEED_PAPERS.flatMap((p): MediaSpec[] => {
    const paper = paperDocument(p, now)
    return [
      {
        key: `paper-cover-${p.slug}`,
        alt: paperCoverAlt(paper),
        mimetype: 'image/webp',
        render: () => webp(paperCoverSvg(paper)),
      },
      {
        key: `paper-${p.slug}`,
        alt: `${p.title} (PDF)`,
        mimetype: 'application/pdf',
        render: () => renderPaperPdf(paper, now),
      },
    ]
  }),
]
