import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CUSTOMER_SLUGS } from '@/cms/seed/content/customers'
import { CareersListing } from '@/features/careers/CareersListing'
import { HIRING_STEPS } from '@/features/careers/hiringSteps'
import type { DepartmentGroup } from '@/features/careers/jobs'
import { TEAM } from '@/features/careers/teammates'
import { initials } from '@/lib/initials'
import { BENEFITS, FACTS, VALUES } from '@/features/careers/whyJoin'
import { SALES_TEXT, SALES_TITLE } from '@/features/sales-contact/copy'
import { CUSTOMER_WORDMARKS, REASSURANCE_POINTS } from '@/features/sales-contact/reassurance'

describe('careers: why to join', () => {
  it('has a few values, about six benefits and four figures, each titled and explained', () => {
    expect(VALUES.length).toBeGreaterThanOrEqual(3)
    expect(VALUES.length).toBeLessThanOrEqual(4)
    expect(BENEFITS).toHaveLength(6)
    expect(FACTS).toHaveLength(4)
    for (const item of [...VALUES, ...BENEFITS]) {
      expect(item.title.trim()).not.toBe('')
      expect(item.text.trim()).not.toBe('')
    }
    for (const benefit of BENEFITS) expect(benefit.icon).toMatch(/^M[\d\s.,a-zA-Z-]+$/)
    expect(new Set([...VALUES, ...BENEFITS].map((item) => item.title)).size).toBe(VALUES.length + BENEFITS.length)
  })

  it('hires in four or five steps, each with how long it takes, and answers every application', () => {
    expect(HIRING_STEPS.length).toBeGreaterThanOrEqual(4)
    expect(HIRING_STEPS.length).toBeLessThanOrEqual(5)
    for (const step of HIRING_STEPS) expect(step.duration).toMatch(/\d/)
    expect(HIRING_STEPS[0]!.text).toContain('every application')
  })

  it('shows teammates with distinct names and their initials', () => {
    expect(new Set(TEAM.map((person) => person.name)).size).toBe(TEAM.length)
    for (const person of TEAM) expect(initials(person.name)).toMatch(/^\p{Lu}{2}$/u)
    expect(initials('Tomás Lindqvist')).toBe('TL')
    expect(initials('  maya   van der Okafor ')).toBe('MO')
    expect(initials('Cher')).toBe('C')
    expect(initials('   ')).toBe('')
  })
})

describe('the careers page below its header', () => {
  const groups: DepartmentGroup[] = [
    { department: 'engineering', label: 'Engineering', jobs: [{ slug: 'a', title: 'A', location: 'London', employmentType: 'Full-time' }] },
    { department: 'go_to_market', label: 'Go-to-market', jobs: [{ slug: 'b', title: 'B', location: 'Berlin', employmentType: 'Full-time' }] },
  ]
  const render = (shown: DepartmentGroup[]) =>
    renderToStaticMarkup(createElement(CareersListing, { groups: shown, locations: ['Berlin', 'London'] }))
  const texts = (html: string, tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>(.*?)</${tag}>`, 'g'))].map((match) => match[1]!.replace(/<[^>]+>/g, ''))

  it('says why to join in h2 sections, then lists the openings under "Open roles" with a h3 per department', () => {
    const html = render(groups)
    expect(html).not.toContain('<h1')
    expect(texts(html, 'h2')).toEqual([
      'Make sensitive data boring to protect.',
      'What we value',
      'Benefits',
      'How we hire',
      'The team',
      'Open roles',
    ])
    const openings = html.slice(html.indexOf('id="open-roles"'))
    expect(texts(openings, 'h3')).toEqual(['Engineering', 'Go-to-market'])
    expect(html.match(/href="\/careers\//g)).toHaveLength(2)
    expect(html).toContain('href="#open-roles"')
    expect(html).toMatch(/<ol\b/)
    expect(html).not.toContain('No open roles right now')
  })

  it('with no jobs, says so inside the openings section', () => {
    const html = render([])
    const openings = html.slice(html.indexOf('id="open-roles"'))
    expect(openings).toContain('No open roles right now. We post new ones here first.')
    expect(html).not.toContain('href="/careers/')
  })
})

describe('sales drawer reassurance', () => {
  it('names only customers the seed has, and says who answers and how fast', () => {
    expect(CUSTOMER_WORDMARKS.length).toBeGreaterThanOrEqual(3)
    for (const customer of CUSTOMER_WORDMARKS) expect(CUSTOMER_SLUGS).toContain(customer.slug)
    const words = REASSURANCE_POINTS.map((point) => `${point.title} ${point.text}`).join(' ')
    expect(words).toContain('solutions engineer')
    expect(words).toContain('within one business day')
  })

  it("leaves the spec's drawer words as they are", () => {
    expect(SALES_TITLE).toBe('Send us a Message')
    expect(SALES_TEXT).toBe('One of our security experts will get in touch as soon as possible.')
  })
})
