import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { LAYOUT_BLOCKS } from '@/blocks/configs'
import { labelFromContent, oneLine, relatedId, type LabelSource } from '@/cms/fields/rowLabel'
import { Footer } from '@/cms/globals/Footer'
import { HeaderNav } from '@/cms/globals/HeaderNav'
import { SEED_PAGES } from '@/cms/seed/content/pages'
import type { SeedContext } from '@/cms/seed/lib/seedContext'

/**
 * Block rows in the admin are labelled from their content (RowLabel.client.tsx's BlockRowLabel
 * runs labelFromContent on the row's form data), where Payload showed an empty name box
 * reading "Untitled" for every Hero, Testimonial, CTA and Form.
 */

type LabelConfig = { path: string; clientProps: { sources: LabelSource[]; blockLabel: string } }
const labelOf = (block: Block) => block.admin?.components?.Label as LabelConfig | undefined

/** Whether a dotted path ("items.0.question", "primary.label") leads to a field of `fields`. */
function fieldAt(fields: Field[], path: string[]): boolean {
  const [name, ...rest] = path
  for (const field of fields) {
    if (!('name' in field)) {
      if ('fields' in field && fieldAt(field.fields, path)) return true
      continue
    }
    if (field.name !== name) continue
    if (rest.length === 0) return true
    if (field.type === 'array') return /^\d+$/.test(rest[0]!) && fieldAt(field.fields, rest.slice(1))
    if (field.type === 'group') return fieldAt(field.fields, rest)
  }
  return false
}

/** Seed layouts built with stand-in ids and Markdown as one paragraph of Lexical. */
const paragraph = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
})
const ctx = {
  now: new Date('2026-01-01'),
  md: paragraph,
  media: () => 1,
  author: () => 1,
  category: () => 1,
  customer: () => 1,
  page: () => 1,
}
const seededBlocks = SEED_PAGES.flatMap(
  (page) => page.layout?.(ctx as unknown as SeedContext) ?? [],
) as unknown as Record<string, unknown>[]

describe.each(LAYOUT_BLOCKS.map((block) => [block.slug, block] as const))('the %s block’s row', (_slug, block) => {
  it('is labelled by BlockRowLabel from fields the block has', () => {
    const label = labelOf(block)
    expect(label?.path).toBe('/cms/admin/RowLabel.client#BlockRowLabel')
    expect(label?.clientProps.blockLabel).toBe(block.labels?.singular)
    for (const source of label!.clientProps.sources) {
      expect(
        fieldAt(block.fields, (typeof source === 'string' ? source : source.path).split('.')),
        JSON.stringify(source),
      ).toBe(true)
    }
  })
})

describe('row labels from content', () => {
  const sourcesOf = (blockType: unknown) =>
    labelOf(LAYOUT_BLOCKS.find((block) => block.slug === blockType)!)!.clientProps.sources

  it('label every block of the seeded pages with its own words', () => {
    expect(seededBlocks.length).toBeGreaterThan(50)
    for (const block of seededBlocks) {
      expect(labelFromContent(block, sourcesOf(block.blockType)), String(block.blockType)).toMatch(/\w/)
    }
  })

  it('take a hero’s heading, a testimonial’s author and a call to action’s heading', () => {
    const [hero] = seededBlocks.filter((block) => block.blockType === 'hero')
    expect(labelFromContent(hero, sourcesOf('hero'))).toBe(hero!.heading)
    const quote = {
      blockType: 'testimonial',
      quote: 'It took a week, not a quarter.',
      author: 'Priya Raman',
      role: 'CTO',
    }
    expect(labelFromContent(quote, sourcesOf('testimonial'))).toBe('Priya Raman')
    expect(labelFromContent({ heading: '', text: 'Talk to us today.' }, sourcesOf('cta'))).toBe('Talk to us today.')
  })

  it('take a form block’s heading, else leave the label to the chosen form’s title', () => {
    const sources = sourcesOf('formBlock')
    expect(labelFromContent({ heading: 'Join the webinar', form: 7 }, sources)).toBe('Join the webinar')
    expect(labelFromContent({ heading: null, intro: '', form: 7 }, sources)).toBeUndefined()
    const relation = sources.find((source) => typeof source !== 'string')!
    expect(relatedId({ form: 7 }, relation)).toBe('7')
    expect(relatedId({ form: { id: 7, title: 'Webinar' } }, relation)).toBe('7')
    expect(relatedId({ form: null }, relation)).toBeUndefined()
  })

  it('prefer a name the editor gave the block', () => {
    expect(labelFromContent({ blockName: 'Spring promo', heading: 'Save 20%' }, sourcesOf('cta'))).toBe('Spring promo')
  })

  it('read rich text as words, paragraphs apart and formatted runs joined', () => {
    const content = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', children: [{ type: 'text', text: 'Why' }] },
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Tok' },
              { type: 'text', text: 'enize', format: 1 },
              { type: 'text', text: ' early.' },
            ],
          },
        ],
      },
    }
    expect(labelFromContent({ content }, sourcesOf('richText'))).toBe('Why Tokenize early.')
  })

  it('fit one line, cut at a word', () => {
    const long =
      'Encrypt card numbers, bank details and personal data before they ever reach the servers you run and audit'
    const line = oneLine(long)
    expect(line.length).toBeLessThanOrEqual(81)
    expect(line.endsWith('\u2026')).toBe(true)
    const words = line.slice(0, -1).split(' ')
    expect(long.split(' ').slice(0, words.length)).toEqual(words)
    expect(oneLine('  two\n lines ')).toBe('two lines')
  })
})

describe('the navigation forms open as an outline', () => {
  const field = (fields: Field[], name: string) =>
    fields.find((candidate) => 'name' in candidate && candidate.name === name)!
  const collapsed = (candidate: Field) => (candidate.admin as { initCollapsed?: boolean } | undefined)?.initCollapsed

  it('collapse the header navigation’s menu items, their dropdown blocks and each list’s links, every row labelled', () => {
    const items = field(HeaderNav.fields, 'items') as Field & { fields: Field[] }
    const children = field(items.fields, 'children') as Field & { blocks: Block[] }
    const list = children.blocks.find((block) => block.slug === 'navList')!
    expect([items, children, field(list.fields, 'items')].map(collapsed)).toEqual([true, true, true])
    expect(children.blocks.map((block) => labelOf(block)?.path)).toEqual(
      children.blocks.map(() => '/cms/admin/RowLabel.client#BlockRowLabel'),
    )
    expect(labelFromContent({ blockType: 'navList', title: 'Products' }, labelOf(list)!.clientProps.sources)).toBe(
      'Products',
    )
  })

  it('collapse the footer’s columns and their links', () => {
    const columns = field(Footer.fields, 'columns') as Field & { fields: Field[] }
    expect([columns, field(columns.fields, 'links')].map(collapsed)).toEqual([true, true])
  })
})
