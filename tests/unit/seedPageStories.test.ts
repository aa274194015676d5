import { describe, expect, it } from 'vitest'

import { SEED_PAGES } from '@/cms/seed/content/pages'
import { fakeSeedContext } from '../helpers/seedContext'

const ctx = fakeSeedContext()

const layouts = SEED_PAGES.flatMap((page) => (page.layout ? [{ path: page.path, blocks: page.layout(ctx) }] : []))
const under = (prefix: string) => layouts.filter(({ path }) => path.startsWith(prefix))

/**
 * Issue 35: "Every product and solution page is the same five blocks in the same order … The
 * site feels generated", and the card-form drawing was shown on three pages. Each page tells its
 * own story: its own order of blocks, and drawings that appear once across the whole site.
 */
describe('seeded product and solution pages', () => {
  for (const prefix of ['/products/', '/solutions/']) {
    it(`no two pages under ${prefix} use the same sequence of blocks`, () => {
      const pages = under(prefix)
      expect(pages.length).toBeGreaterThanOrEqual(9)
      const seen = new Map<string, string>()
      for (const { path, blocks } of pages) {
        const sequence = blocks.map((block) => block.blockType).join(' > ')
        expect(seen.get(sequence), `${path} repeats ${seen.get(sequence)}: ${sequence}`).toBeUndefined()
        seen.set(sequence, path)
      }
    })
  }

  it('show each drawing on one page only (heroes and split features alike)', () => {
    const shownOn = new Map<string, string>()
    for (const { path, blocks } of layouts) {
      for (const block of blocks) {
        const visual = 'visual' in block ? block.visual : undefined
        if (!visual) continue
        expect(shownOn.get(visual), `the ${visual} drawing is on ${shownOn.get(visual)} and ${path}`).toBeUndefined()
        shownOn.set(visual, path)
      }
    }
    expect(shownOn.size).toBeGreaterThanOrEqual(under('/products/').length + under('/solutions/').length)
  })

  it('give PCI its SAQ A against SAQ D comparison, and the playgrounds to Relay, Card Collection and BIN Lookup', () => {
    const types = (path: string) => layouts.find((page) => page.path === path)!.blocks.map((block) => block.blockType)
    expect(types('/products/pci')).toContain('comparisonTable')
    for (const path of ['/products/relay', '/products/card-collection', '/products/bin-lookup']) expect(types(path)).toContain('playground')
  })
})
