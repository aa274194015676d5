import type { SeedContext } from '@/cms/seed/lib/seedContext'

/** A seed context for building seed content without a database: every id is 1 unless overridden. */
export const fakeSeedContext = (overrides: Partial<SeedContext> = {}): SeedContext => ({
  now: new Date('2026-01-15T00:00:00Z'),
  md: () => ({ root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 } }),
  media: () => 1,
  author: () => 1,
  category: () => 1,
  customer: () => 1,
  page: () => 1,
  ...overrides,
})
