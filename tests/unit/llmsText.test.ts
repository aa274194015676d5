import { describe, expect, it } from 'vitest'

import { blockMarkdown, pageMarkdown } from '@/cms/text/blockMarkdown'
import {
  demoteHeadings,
  linkText,
  oneLine,
  renderLlmsFull,
  renderLlmsIndex,
  SUMMARY_MAX,
  type LlmsSite,
} from '@/features/llms/llmsText'

const SITE = 'https://www.example.com'

const site: LlmsSite = {
  brand: 'Cipherwell',
  summary: 'Tokenise card data\nand keep it out of scope.',
  sections: [
    {
      title: 'Pages',
      docs: [{ title: 'Pricing', url: `${SITE}/pricing`, summary: 'What it costs.', body: '## Plans\n\nThree of them.' }],
    },
    { title: 'Papers', docs: [] },
    {
      title: 'Blog',
      docs: [
        {
          title: 'Arrays [and] (parens)',
          url: `${SITE}/blog/arrays`,
          summary: 'First line.\n\nSecond   line.',
          body: '# Top\n\n```md\n# not a heading\n```',
        },
      ],
    },
  ],
}

describe('llms.txt', () => {
  const text = renderLlmsIndex(site)

  it('has the llmstxt.org shape: a title, a one-line summary, then a list per section', () => {
    expect(text).toBe(
      [
        '# Cipherwell',
        '',
        '> Tokenise card data and keep it out of scope.',
        '',
        '## Pages',
        '',
        `- [Pricing](${SITE}/pricing): What it costs.`,
        '',
        '## Blog',
        '',
        `- [Arrays \\[and\\] (parens)](${SITE}/blog/arrays): First line. Second line.`,
        '',
      ].join('\n'),
    )
  })

  it('leaves out sections with no documents and lists only absolute URLs', () => {
    expect(text).not.toContain('## Papers')
    for (const [, url] of text.matchAll(/\]\(([^)]*)\)/g)) expect(url).toMatch(/^https:\/\//)
  })

  it('escapes what would end a link early and percent-encodes parentheses in a URL', () => {
    const escaped = renderLlmsIndex({
      brand: 'B',
      summary: '',
      sections: [{ title: 'S', docs: [{ title: 'a]b\\c', url: `${SITE}/x(1) y`, summary: '', body: '' }] }],
    })
    expect(escaped).toContain(`- [a\\]b\\\\c](${SITE}/x%281%29%20y)\n`)
    expect(linkText('[x]')).toBe('\\[x\\]')
  })
})

describe('oneLine', () => {
  it('collapses line breaks and cuts a long text at a word, with an ellipsis', () => {
    const long = `${'word '.repeat(100)}end`
    const line = oneLine(long)
    expect(line.length).toBeLessThanOrEqual(SUMMARY_MAX)
    expect(line).toMatch(/word…$/)
    expect(oneLine('a\n b\t\tc ')).toBe('a b c')
  })
})

describe('llms-full.txt', () => {
  const text = renderLlmsFull(site)

  it('gives each document its title, URL, summary and body, separated by rules', () => {
    expect(text.startsWith('# Cipherwell\n\n> Tokenise card data and keep it out of scope.\n\n---\n\n# Pricing\n\nURL: ')).toBe(true)
    expect(text).toContain(`# Pricing\n\nURL: ${SITE}/pricing\n\n> What it costs.\n\n## Plans\n\nThree of them.`)
    expect(text).toContain(`# Arrays [and] (parens)\n\nURL: ${SITE}/blog/arrays\n\n> First line. Second line.`)
  })

  it("turns a body's `#` into `##`, leaving deeper headings and code fences as written", () => {
    expect(text).toContain('## Top\n\n```md\n# not a heading\n```')
    expect(demoteHeadings('## two\n### three')).toBe('## two\n### three')
  })
})

describe('blocks as Markdown', () => {
  const md = (value: unknown) => (value ? 'RICH' : '')

  it('keeps headings, paragraphs, lists, questions and quotes of a page', () => {
    const out = pageMarkdown(
      {
        intro: 'Intro.',
        layout: [
          { blockType: 'hero', heading: 'Big claim', text: 'Sub.' },
          { blockType: 'featureGrid', heading: 'Features', features: [{ title: 'Vault', text: 'Keeps data.' }] },
          { blockType: 'faq', heading: 'FAQ', items: [{ question: 'Why?', answer: 'Because.' }] },
          { blockType: 'testimonial', quote: 'Great.', author: 'Ann', role: 'CTO' },
          { blockType: 'richText', content: { root: {} } },
          { blockType: 'cta', heading: 'Talk to us', text: 'Today.' },
        ] as never,
      },
      md,
    )
    expect(out).toBe(
      [
        'Intro.',
        '**Big claim**',
        'Sub.',
        '## Features',
        '- **Vault**: Keeps data.',
        '## FAQ',
        '### Why?\n\nBecause.',
        '> Great.\n>\n> — Ann, CTO',
        'RICH',
        '## Talk to us',
        'Today.',
      ].join('\n\n'),
    )
  })

  it('gives nothing for blocks with no words of their own', () => {
    expect(blockMarkdown({ blockType: 'logoWall' } as never, md)).toBe('')
  })
})
