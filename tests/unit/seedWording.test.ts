import { describe, expect, it } from 'vitest'

import type { SeedContext } from '@/cms/seed/lib/seedContext'
import { pages } from '@/cms/seed/pages'

// Layouts built with stand-ins: Markdown stays a string and references are numbers, enough to read the copy.
const ctx = {
  now: new Date('2026-06-01T12:00:00Z'),
  md: (markdown: string) => markdown,
  media: () => 1,
  author: () => 1,
  category: () => 1,
  customer: () => 1,
  page: () => 1,
}

describe('seeded pages', () => {
  it("call the sales conversation 'Talk to an Expert', the spec's wording, every time", () => {
    const copy = JSON.stringify(pages(ctx as unknown as SeedContext))
    const mentions = copy.match(/talk to an expert/gi) ?? []
    expect(mentions.length).toBeGreaterThan(10)
    expect(new Set(mentions)).toEqual(new Set(['Talk to an Expert']))
  })
})
