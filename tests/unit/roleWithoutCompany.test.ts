import { describe, expect, it } from 'vitest'

import { roleWithoutCompany } from '@/lib/roleWithoutCompany'

describe('roleWithoutCompany', () => {
  it.each([
    ['CTO', 'CTO'],
    ['CTO, Quaystone Payments', 'CTO'],
    ['CTO,Quaystone Payments ', 'CTO'],
    ['CTO at Quaystone Payments', 'CTO'],
    ['CTO @ quaystone payments', 'CTO'],
    ['CTO · Quaystone Payments', 'CTO'],
    ['CTO – Quaystone Payments', 'CTO'],
    ['Quaystone Payments', ''],
    ['Head of Quaystone Payments Labs', 'Head of Quaystone Payments Labs'],
  ])('“%s” becomes “%s”', (role, expected) => {
    expect(roleWithoutCompany(role, 'Quaystone Payments')).toBe(expected)
  })

  it('keeps the role when there is no company, and reads a missing role as empty', () => {
    expect(roleWithoutCompany(' CTO ', undefined)).toBe('CTO')
    expect(roleWithoutCompany(null, 'Acme')).toBe('')
  })

  it('treats the company name as text, not a pattern', () => {
    expect(roleWithoutCompany('CTO, Harbor & Pine (UK)', 'Harbor & Pine (UK)')).toBe('CTO')
    expect(roleWithoutCompany('CTO, Harbor X Pine', 'Harbor . Pine')).toBe('CTO, Harbor X Pine')
  })
})
