import { createElement } from 'react'
import { describe, expect, it } from 'vitest'

import { LAYOUT_BLOCKS } from '@/blocks/configs'
import { RenderBlocks, type DraftBlock } from '@/blocks/RenderBlocks'
import { anchorFormatProblem, blockAnchorProblem, blockAnchors } from '@/cms/anchors/blockAnchors'
import { anchorField } from '@/cms/fields/anchorField'
import { renderDraft } from './renderDraft'

type Validate = (value: unknown, options: Record<string, unknown>) => true | string
type Hook = (args: Record<string, unknown>) => unknown
const field = anchorField()
const validate = field.validate as unknown as Validate
const keepOnPublish = field.hooks!.beforeChange![0] as unknown as Hook

describe('a block’s anchor', () => {
  it('is made from the heading when none is typed, in the words of an address', () => {
    expect(blockAnchors([{ heading: 'Register for the Café & Crème webinar' }])).toEqual([
      'register-for-the-cafe-and-creme-webinar',
    ])
  })

  it('is the one typed, when there is one', () => {
    expect(blockAnchors([{ heading: 'Sign up today', anchor: 'register' }])).toEqual(['register'])
  })

  it('is none for a block without a heading or anchor (a testimonial)', () => {
    expect(blockAnchors([{ quote: 'Good' }, { heading: '  ' }, null])).toEqual([null, null, null])
  })

  it('is unique on its page: made ones give way to typed ones and to each other', () => {
    const layout = [{ heading: 'Pricing' }, { heading: 'Pricing' }, { heading: 'Plans', anchor: 'pricing' }]
    expect(blockAnchors(layout)).toEqual(['pricing-2', 'pricing-3', 'pricing'])
  })

  it('never takes an id the site itself renders on the page', () => {
    expect(blockAnchors([{ heading: 'Main' }, { heading: 'Upcoming' }])).toEqual(['main-2', 'upcoming-2'])
  })

  it('is left out when a draft holds a malformed or repeated typed anchor, so no id is rendered twice', () => {
    const layout = [{ anchor: 'faq' }, { anchor: 'faq' }, { anchor: 'Not An Id' }, { anchor: 'main' }]
    expect(blockAnchors(layout)).toEqual(['faq', null, null, null])
  })
})

describe('a typed anchor’s check', () => {
  it('accepts lower-case words joined by hyphens', () => {
    expect(anchorFormatProblem('register-2027')).toBeNull()
  })

  it('says what to type instead of a malformed anchor', () => {
    expect(anchorFormatProblem('#register')).toBe('Leave out the #: type register.')
    expect(anchorFormatProblem('Pricing FAQ')).toBe(
      'Use lower-case letters, digits and single hyphens, without spaces, like pricing-faq.',
    )
    expect(anchorFormatProblem('main')).toBe(
      'The site itself uses #main on every page: choose another anchor, like main-section.',
    )
    expect(anchorFormatProblem('a'.repeat(61))).toBe('Keep the anchor to 60 characters or fewer.')
  })

  it('refuses an anchor another block of the page has, at both blocks, naming the other', () => {
    const layout = [
      { heading: 'Plans', anchor: 'pricing' },
      { heading: 'FAQ' },
      { heading: 'More plans', anchor: 'pricing' },
    ]
    expect(blockAnchorProblem(layout, 0)).toBe(
      'Block 3 (“More plans”) on this page has the anchor pricing too. Anchors must differ on a page: change one of them.',
    )
    expect(blockAnchorProblem(layout, 2)).toMatch(/^Block 1 \(“Plans”\) on this page has the anchor pricing too\./)
    expect(blockAnchorProblem(layout, 1)).toBeNull()
  })

  it('lets a typed anchor take one a heading would make: the made one moves aside', () => {
    expect(blockAnchorProblem([{ heading: 'Pricing' }, { anchor: 'pricing' }], 1)).toBeNull()
  })
})

describe('the anchor field', () => {
  it('ends every layout block', () => {
    for (const block of LAYOUT_BLOCKS) expect(block.fields.at(-1)).toMatchObject({ name: 'anchor', type: 'text' })
  })

  it('is checked against the page on save (by path) and in the admin’s form state (by the row’s id)', () => {
    const data = {
      layout: [
        { id: 'a', anchor: 'faq' },
        { id: 'b', anchor: 'faq' },
      ],
    }
    const message = /^Block 1 on this page has the anchor faq too/
    expect(validate('faq', { data, path: ['layout', '1', 'anchor'], siblingData: data.layout[1] })).toMatch(message)
    expect(validate('faq', { data, siblingData: data.layout[1] })).toMatch(message)
    expect(validate('help', { data, path: ['layout', '1', 'anchor'], siblingData: data.layout[1] })).toBe(true)
    expect(validate('', { data, siblingData: data.layout[1] })).toBe(true)
    expect(validate('Bad Anchor', {})).toMatch(/^Use lower-case letters/)
  })

  it('keeps the anchor made from the heading once the page is published, not on a draft’s save', () => {
    const data = {
      _status: 'published',
      layout: [
        { heading: 'Pricing', anchor: 'pricing' },
        { heading: 'Pricing', anchor: '' },
      ],
    }
    expect(keepOnPublish({ value: '', data, path: ['layout', '1', 'anchor'] })).toBe('pricing-2')
    expect(keepOnPublish({ value: 'mine', data, path: ['layout', '1', 'anchor'] })).toBe('mine')
    expect(keepOnPublish({ value: '', data: { ...data, _status: 'draft' }, path: ['layout', '1', 'anchor'] })).toBe('')
  })
})

describe('a rendered page', () => {
  const render = (blocks: Record<string, unknown>[]) =>
    renderDraft(createElement(RenderBlocks, { blocks: blocks as DraftBlock[], light: false }))
  const faq = (heading: string, anchor?: string) => ({
    blockType: 'faq',
    heading,
    anchor,
    items: [{ question: 'Q', answer: 'A' }],
  })

  it('gives each block’s section its anchor as id, clear of the sticky header', async () => {
    const html = await render([
      { blockType: 'hero', heading: 'Spring summit' },
      faq('Questions'),
      faq('Questions'),
      faq('Sign up', 'register'),
      { blockType: 'stats', heading: 'In numbers', items: [{ value: '3', label: 'days' }] },
      { blockType: 'cta', heading: 'Join us' },
    ])
    const ids = [...html.matchAll(/<section id="([^"]+)" class="scroll-mt-24 /g)].map((match) => match[1])
    expect(ids).toEqual(['spring-summit', 'questions', 'questions-2', 'register', 'in-numbers', 'join-us'])
  })

  it('gives a block without an anchor no id', async () => {
    const html = await render([{ blockType: 'testimonial', quote: 'It works.', author: 'Ada' }])
    expect(html).toContain('<section class="scroll-mt-24 ')
    expect(html).not.toContain(' id="')
  })
})
