import { describe, expect, it } from 'vitest'

import type { Job } from '@/cms/payload-types'
import { DEPARTMENTS } from '@/cms/collections/Jobs'
import { departmentLabel } from '@/features/careers/department'
import { jobPostingJsonLd, remoteRegion } from '@/features/careers/jobPostingJsonLd'
import { countMatching, groupByDepartment, locationsOf, resultMessage } from '@/features/careers/jobs'
import { lexicalToPlainText } from '@/features/careers/plainText'

const ORDER = DEPARTMENTS
const text = (value: string) => ({ type: 'text', text: value, version: 1 })
const paragraph = (...children: object[]) => ({ type: 'paragraph', children, version: 1 })
const richText = (...children: object[]) =>
  ({ root: { type: 'root', children, direction: null, format: '', indent: 0, version: 1 } }) as Job['description']

const job = (slug: string, department: Job['department'], location: string, extra: Partial<Job> = {}): Job => ({
  id: slug.length,
  slug,
  title: slug.replace(/-/g, ' '),
  department,
  location,
  employmentType: 'FULL_TIME',
  summary: `About ${slug}.`,
  description: richText(paragraph(text(`Build ${slug}.`))),
  postedAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '',
  createdAt: '',
  ...extra,
})

const jobs = [
  job('account-executive', 'go_to_market', 'New York'),
  job('backend-engineer', 'engineering', 'London'),
  job('sre', 'engineering', 'Remote (Europe)', { remote: true }),
]
const label = (type: Job['employmentType']) => (type === 'FULL_TIME' ? 'Full-time' : type)

describe('groupByDepartment', () => {
  it('groups in the CMS order and leaves out empty departments', () => {
    const groups = groupByDepartment(jobs, ORDER, label)
    expect(groups.map((g) => g.department)).toEqual(['engineering', 'go_to_market'])
    expect(groups.map((g) => g.label)).toEqual(['Engineering', 'Go-to-market'])
    expect(groups[0]?.jobs.map((j) => j.slug)).toEqual(['backend-engineer', 'sre'])
    expect(groups[0]?.jobs[0]).toEqual({
      slug: 'backend-engineer',
      title: 'backend engineer',
      location: 'London',
      employmentType: 'Full-time',
    })
  })

  it('puts an unknown department last, labelled with its value', () => {
    const groups = groupByDepartment([...jobs, job('mystery', 'legacy' as Job['department'], 'Paris')], ORDER, label)
    expect(groups.map((g) => [g.department, g.label])).toEqual([
      ['engineering', 'Engineering'],
      ['go_to_market', 'Go-to-market'],
      ['legacy', 'legacy'],
    ])
  })

  it('lists locations once each, sorted, and counts matches', () => {
    const groups = groupByDepartment(jobs, ORDER, label)
    expect(locationsOf(groups)).toEqual(['London', 'New York', 'Remote (Europe)'])
    expect(countMatching(groups, '')).toBe(3)
    expect(countMatching(groups, 'London')).toBe(1)
    expect(countMatching(groups, 'Paris')).toBe(0)
  })

  it('announces the result in words', () => {
    expect(resultMessage(3, '')).toBe('3 open roles')
    expect(resultMessage(1, 'London')).toBe('1 open role in London')
    expect(resultMessage(0, 'Paris')).toBe('0 open roles in Paris')
  })
})

describe('departments', () => {
  it('store GraphQL-safe identifiers and show their labels', () => {
    expect(DEPARTMENTS.map((option) => option.value)).toEqual(['engineering', 'security_compliance', 'go_to_market'])
    for (const { value } of DEPARTMENTS) expect(value).toMatch(/^[_a-zA-Z][_a-zA-Z0-9]*$/)
    expect(DEPARTMENTS.map((option) => departmentLabel(option.value))).toEqual(['Engineering', 'Security & Compliance', 'Go-to-market'])
    expect(departmentLabel('unknown')).toBe('unknown')
  })
})

describe('lexicalToPlainText', () => {
  it('gives one line per block and keeps line breaks', () => {
    const data = richText(
      { type: 'heading', tag: 'h2', children: [text('What you will do')] },
      paragraph(
        text('Design '),
        { type: 'link', children: [text('APIs')] },
        { type: 'linebreak' },
        text('and ship them.'),
      ),
      {
        type: 'list',
        children: [
          { type: 'listitem', children: [text('Go')] },
          { type: 'listitem', children: [text('Rust')] },
        ],
      },
    )
    expect(lexicalToPlainText(data)).toBe('What you will do\nDesign APIs\nand ship them.\nGo\nRust')
  })

  it('returns an empty string for anything else', () => {
    expect(lexicalToPlainText(null)).toBe('')
    expect(lexicalToPlainText('text')).toBe('')
    expect(lexicalToPlainText({ root: null })).toBe('')
  })
})

describe('jobPostingJsonLd', () => {
  const SITE = 'https://www.example.com'

  it('places office roles and names the hiring organisation', () => {
    const data = jobPostingJsonLd(
      job('backend-engineer', 'engineering', 'London', { validThrough: '2026-07-01T00:00:00.000Z' }),
      SITE,
      'Cipherwell',
    )
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'backend engineer',
      description: 'Build backend-engineer.',
      datePosted: '2026-05-01T00:00:00.000Z',
      validThrough: '2026-07-01T00:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Cipherwell', sameAs: SITE },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'London' } },
    })
    expect(data).not.toHaveProperty('jobLocationType')
  })

  it('marks remote roles as telecommute with the applicant region', () => {
    const data = jobPostingJsonLd(jobs[2]!, SITE, 'Cipherwell')
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'Europe' },
    })
    expect(data).not.toHaveProperty('jobLocation')
    expect(data).not.toHaveProperty('validThrough')
  })

  it.each([
    ['Remote (Europe)', 'Europe'],
    ['Remote - US', 'US'],
    ['Germany, remote', 'Germany'],
    ['Remote', null],
  ])('reads the region of %j', (location, region) => expect(remoteRegion(location)).toBe(region))
})
