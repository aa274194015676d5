import type { ExcerptSegment } from '@/ui/Highlighted'

export type SearchHit = {
  type: string
  typeLabel: string
  title: string
  /** A path on this site, perhaps with an #anchor. */
  url: string
  excerpt: ExcerptSegment[]
}

export type SearchAnswer = { query: string; total: number; results: SearchHit[] }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

// A path on this site only: the dialog navigates to it, so a `javascript:` or off-site address must never pass.
const isSitePath = (url: unknown): url is string => typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')

function toSegment(value: unknown): ExcerptSegment | null {
  if (!isRecord(value) || typeof value.text !== 'string') return null
  return { text: value.text, hit: value.hit === true }
}

function toHit(value: unknown): SearchHit | null {
  if (!isRecord(value)) return null
  const { type, typeLabel, title, url, excerpt } = value
  if (typeof type !== 'string' || typeof typeLabel !== 'string' || typeof title !== 'string' || !isSitePath(url)) return null
  const segments = Array.isArray(excerpt) ? excerpt.map(toSegment).filter((segment) => segment !== null) : []
  return { type, typeLabel, title, url, excerpt: segments }
}

/**
 * The endpoint's 200 body, checked by hand rather than with zod (which would add ~15 KB gzip
 * to the dialog's chunk for one shape). A result that is malformed or points off the site is
 * dropped; a body that is not an answer at all gives null.
 */
export function parseSearchAnswer(body: unknown): SearchAnswer | null {
  if (!isRecord(body) || !Array.isArray(body.results)) return null
  const results = body.results.map(toHit).filter((hit) => hit !== null)
  const total = typeof body.total === 'number' && Number.isFinite(body.total) ? Math.max(body.total, results.length) : results.length
  return { query: typeof body.query === 'string' ? body.query : '', total, results }
}
