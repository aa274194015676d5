import { CodeBlock } from '@payloadcms/richtext-lexical'
import { createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { LAYOUT_BLOCKS } from '@/blocks/configs'
import { RenderBlocks, type LayoutBlock } from '@/blocks/RenderBlocks'
import type { Draft } from '@/cms/draft'
import { RICH_TEXT_BLOCKS } from '@/cms/editorBlocks'
import { RichText } from '@/features/richtext/RichText'
import { BARE_ID, DRAFT_SHAPES, draftData } from './draftShapes'
import { expectNoMissingValues, renderDraft } from './renderDraft'

/**
 * Live preview renders a page as autosave stored it, before its blocks' required fields are
 * filled: every block, and every block inside rich text, must render from any unfinished
 * draft, generated from its config so that a new block is covered without a change here.
 */

const renderBlock = (block: Record<string, unknown>) =>
  renderDraft(createElement(RenderBlocks, { blocks: [block as Draft<LayoutBlock>], light: false }))

describe.each(LAYOUT_BLOCKS.map((config) => [config.slug, config] as const))('the %s block', (slug, config) => {
  it.each(DRAFT_SHAPES)('renders from a draft whose fields are %s', async (shape) => {
    const html = await renderBlock({ blockType: slug, id: 'draft-block', ...draftData(config.fields, shape) })
    expectNoMissingValues(html)
    expect(html).not.toMatch(/<(h[1-6])\b[^>]*>\s*<\/\1>/)
  })
})

describe('an unfinished block shows nothing in place of what is missing', () => {
  it('an FAQ without questions has no question to open and no structured data', async () => {
    const html = await renderBlock({ blockType: 'faq', heading: 'Questions', items: null })
    expect(html).toContain('Questions</h2>')
    expect(html).not.toContain('<details')
    expect(html).not.toContain('application/ld+json')
  })

  it('a code sample without code has no empty code panel', async () => {
    const html = await renderBlock({ blockType: 'codeSample', heading: 'Try it', code: null, language: null })
    expect(html).toContain('Try it</h2>')
    expect(html).not.toContain('data-code-panel')
  })

  it('a testimonial without a quote or an author is not shown', async () => {
    expect(await renderBlock({ blockType: 'testimonial', quote: null, author: null, customer: BARE_ID })).toBe('')
  })

  it('a logo wall links no customer whose story has no address yet', async () => {
    const html = await renderBlock({ blockType: 'logoWall', customers: [{ id: 1, name: 'Acme', slug: null, logo: null }] })
    expect(html).not.toContain('/customers/')
  })
})

/** Payload's code block (what a ``` fence becomes) and the site's own rich-text blocks. */
const RICH_TEXT_BLOCK_CONFIGS = [CodeBlock({}), ...RICH_TEXT_BLOCKS]

// Payload's converters catch what a node's converter throws and log it: a draft must not get that far.
let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled()
  consoleError.mockRestore()
})

const richText = (...children: object[]) => ({
  root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children },
})

describe.each(RICH_TEXT_BLOCK_CONFIGS.map((config) => [config.slug, config] as const))('the %s block in rich text', (slug, config) => {
  it.each(DRAFT_SHAPES)('renders from a draft whose fields are %s', async (shape) => {
    const node = { type: 'block', version: 2, format: '', fields: { blockType: slug, id: 'draft-block', blockName: '', ...draftData(config.fields, shape) } }
    const html = await renderDraft(createElement(RichText, { data: richText(node) }))
    expectNoMissingValues(html)
  })
})

describe('rich text with unfinished parts', () => {
  it.each([null, BARE_ID, { id: BARE_ID }])('shows nothing for an upload whose document is %j', async (value) => {
    const upload = { type: 'upload', version: 3, format: '', relationTo: 'media', value, fields: null }
    const html = await renderDraft(createElement(RichText, { data: richText(upload) }))
    expect(html).not.toContain('<img')
    expectNoMissingValues(html)
  })
})
