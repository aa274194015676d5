import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CALLOUT_TONES } from '@/cms/editorBlocks'
import { SEED_POSTS } from '@/cms/seed/content/posts'
import { markdownConverter } from '@/cms/seed/lib/richText'

import { bootPayload, type Booted } from './helpers/bootPayload'

type LexicalNode = { type?: string; headerState?: number; fields?: Record<string, unknown>; children?: LexicalNode[] }

const nodesOf = (state: unknown): LexicalNode[] => {
  const walk = (node: LexicalNode): LexicalNode[] => [node, ...(node.children ?? []).flatMap(walk)]
  return walk((state as { root: LexicalNode }).root)
}
const blocksOf = (state: unknown, blockType: string) =>
  nodesOf(state).filter((node) => node.type === 'block' && node.fields?.blockType === blockType)

let booted: Booted
let md: Awaited<ReturnType<typeof markdownConverter>>

beforeAll(async () => {
  booted = await bootPayload()
  md = await markdownConverter(booted.payload)
}, 120_000)
afterAll(() => booted?.shutdown())

describe('rich text: callouts, images with captions and tables', () => {
  it('turns the seeded posts’ Markdown tables into tables with a header row', () => {
    const withTables = SEED_POSTS.filter((post) => nodesOf(md(post.markdown)).some((node) => node.type === 'table'))
    expect(withTables.map((post) => post.slug).sort()).toEqual(
      ['3ds-without-the-drop-off', 'relay-tokenizes-json-in-milliseconds', 'which-saq-do-you-need'].sort(),
    )
    for (const post of withTables) {
      const table = nodesOf(md(post.markdown)).find((node) => node.type === 'table')!
      const [header, ...rows] = table.children ?? []
      expect(
        header?.children?.every((cell) => cell.headerState === 1),
        post.slug,
      ).toBe(true)
      expect(rows.length, post.slug).toBeGreaterThanOrEqual(3)
    }
  })

  it('turns <Callout> into callout blocks with a tone, an optional title and the text', () => {
    const callouts = SEED_POSTS.flatMap((post) => blocksOf(md(post.markdown), 'callout').map((node) => node.fields!))
    expect(callouts.length).toBeGreaterThanOrEqual(4)
    for (const callout of callouts) {
      expect(CALLOUT_TONES).toContain(callout.tone)
      expect(String(callout.text).length).toBeGreaterThan(20)
      expect(String(callout.text)).not.toContain('<')
    }
    expect(callouts.map((callout) => callout.tone)).toEqual(expect.arrayContaining(['note', 'tip', 'warning']))
  })

  it('takes an unknown tone as a note, and a figure’s media id and caption', () => {
    const [callout] = blocksOf(md('<Callout tone="shout">Careful.</Callout>'), 'callout')
    expect(callout?.fields).toMatchObject({ tone: 'note', text: 'Careful.' })
    const [figure] = blocksOf(md('<Figure media="42" caption="Latency by stage" />'), 'figure')
    expect(figure?.fields).toMatchObject({ media: 42, caption: 'Latency by stage' })
  })
})
