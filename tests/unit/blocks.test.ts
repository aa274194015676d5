import { describe, expect, it } from 'vitest'

import { toButtonLink } from '@/blocks/shared/buttonLink'
import { groupRows, parseCell, rowCells, type Row } from '@/blocks/ComparisonTable/cells'
import { faqJsonLd } from '@/blocks/Faq/faqJsonLd'

describe('toButtonLink', () => {
  it('keeps a labelled link and says whether it leaves the site', () => {
    expect(toButtonLink({ label: 'Pricing', href: '/pricing' })).toEqual({ label: 'Pricing', href: '/pricing', external: false })
    expect(toButtonLink({ label: ' Docs ', href: 'https://docs.example.com' })).toEqual({
      label: 'Docs',
      href: 'https://docs.example.com',
      external: true,
    })
  })

  it.each([undefined, null, {}, { label: 'No address' }, { href: '/pricing' }, { label: ' ', href: '/x' }, { label: 'x', href: '' }])(
    'skips an incomplete group %j',
    (group) => {
      expect(toButtonLink(group)).toBeNull()
    },
  )
})

describe('comparison cells', () => {
  it('reads yes and no in any case, anything else as text', () => {
    expect(parseCell('yes')).toEqual({ kind: 'yes' })
    expect(parseCell(' YES ')).toEqual({ kind: 'yes' })
    expect(parseCell('No')).toEqual({ kind: 'no' })
    expect(parseCell('Up to 10k')).toEqual({ kind: 'text', text: 'Up to 10k' })
    expect(parseCell('yes, with add-on')).toEqual({ kind: 'text', text: 'yes, with add-on' })
    expect(parseCell(undefined)).toEqual({ kind: 'text', text: '' })
  })

  it('gives every row one cell per column', () => {
    const row: Row = { feature: 'SSO', values: [{ value: 'yes' }] }
    expect(rowCells(row, 3)).toEqual([{ kind: 'yes' }, { kind: 'text', text: '' }, { kind: 'text', text: '' }])
    expect(rowCells({ feature: 'x', values: null }, 1)).toEqual([{ kind: 'text', text: '' }])
  })

  it('groups rows under the headings editors set', () => {
    const rows: Row[] = [
      { feature: 'a' },
      { feature: 'b', group: 'Security' },
      { feature: 'c', group: '' },
      { feature: 'd', group: ' Support ' },
    ]
    expect(groupRows(rows).map((g) => [g.heading, g.rows.map((r) => r.feature)])).toEqual([
      [null, ['a']],
      ['Security', ['b', 'c']],
      ['Support', ['d']],
    ])
    expect(groupRows([])).toEqual([])
  })
})

describe('faqJsonLd', () => {
  it('describes the questions as a schema.org FAQPage', () => {
    expect(faqJsonLd([{ question: 'Is it PCI compliant?', answer: 'Yes, Level 1.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Is it PCI compliant?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, Level 1.' } }],
    })
  })
})
