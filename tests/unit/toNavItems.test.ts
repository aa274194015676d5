import { describe, expect, it } from 'vitest'

import type { HeaderNav, Webinar } from '@/cms/payload-types'
import { seedNavigation } from '@/cms/seed/navigation'
import { toNavItems, webinarWhen } from '@/features/navigation/toNavItems'
import { ICON_PATHS } from '@/lib/icons'
import type { NavChild, NavItem, NavList } from '@/features/navigation/types'
import { BY_DATA_TYPE, CARDS, COMPLIANCE, CORE, CORE_FEATURED, RESOURCES, TOP_LEVEL, USE_CASES } from '../fixtures/spec'

const NOW = new Date('2026-06-01T12:00:00Z')
const nav = { id: 1, items: seedNavigation } as HeaderNav
const webinar: Webinar = {
  id: 7,
  title: 'Tokenize everything',
  slug: 'tokenize-everything',
  startsAt: '2026-12-12T17:00:00.000Z',
  durationMinutes: 45,
  summary: 'A live walkthrough.',
  speakers: [
    { name: 'Ana Silva', title: 'Engineer' },
    { name: 'Ben Cole', title: 'Engineer' },
    { name: 'Chloé Dubois', title: 'Compliance' },
    { name: 'Dev Patel', title: 'Engineer' },
  ],
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
}

const items = toNavItems(nav, webinar, NOW)

function item(title: string): NavItem {
  const found = items.find((i) => i.title === title)
  if (!found) throw new Error(`no nav item ${title}`)
  return found
}

function list(parent: string, title: string): NavList {
  const found = item(parent).children?.find((c): c is NavList => c.type === 'LIST' && c.title === title)
  if (!found) throw new Error(`no list ${parent} > ${title}`)
  return found
}

const hrefs = (l: NavList) => l.items.map((i) => i.href)

describe('toNavItems with the seed navigation', () => {
  it('keeps the spec top-level order', () => {
    expect(items.map((i) => i.title)).toEqual(TOP_LEVEL)
  })

  it('links the plain top-level items', () => {
    expect(item('Home')).toEqual({ title: 'Home', href: '/', external: false })
    expect(item('Customers').href).toBe('/customers')
    expect(item('Pricing').href).toBe('/pricing')
    expect(item('Careers').href).toBe('/careers')
    expect(item('Docs')).toMatchObject({ href: expect.stringMatching(/^https:\/\//), external: true })
  })

  it('builds the Products dropdown', () => {
    expect(item('Products').children?.map((c) => (c.type === 'LIST' ? c.title : c.type))).toEqual([
      'Core',
      'Compliance',
      'Cards',
    ])

    const core = list('Products', 'Core')
    expect(core.featured?.href).toBe(CORE_FEATURED)
    expect(core.featured?.external).toBe(false)
    expect(hrefs(core)).toEqual(CORE)
    // Icons travel as their paths, so the client navigation draws them without the icon table.
    expect(core.items.find((i) => i.title === 'Relay')?.iconPath).toBe(ICON_PATHS.relay)

    const compliance = list('Products', 'Compliance')
    expect(hrefs(compliance)).toEqual(expect.arrayContaining(COMPLIANCE))
    const asv = compliance.items.find((i) => i.title === 'ASV Scanning')
    expect(asv?.href).toBeUndefined()
    expect(asv?.external).toBe(false)
    expect(asv?.registerInterest?.topic).toBe('asv-scanning')
    expect(asv?.registerInterest?.icon).toBe('scan')
    expect(asv?.registerInterest?.text).toMatch(/scan your infrastructure for vulnerabilities/i)
    expect(asv?.registerInterest?.text).toMatch(/waitlist/i)

    const cards = list('Products', 'Cards')
    const internal = cards.items.filter((i) => !i.external).map((i) => i.href)
    const external = cards.items.filter((i) => i.external).map((i) => i.href)
    expect(internal).toEqual(CARDS)
    expect(external).toHaveLength(2)
    for (const href of external) expect(href).toMatch(/^https:\/\/docs\./)
  })

  it('builds the Solutions dropdown', () => {
    expect(hrefs(list('Solutions', 'Use Cases'))).toEqual(USE_CASES)
    expect(hrefs(list('Solutions', 'By Data Type'))).toEqual(BY_DATA_TYPE)
  })

  it('builds the Resources dropdown with the featured webinar', () => {
    const children = item('Resources').children ?? []
    const featured = children.find((c) => c.type === 'WEBINAR')
    expect(featured).toMatchObject({
      type: 'WEBINAR',
      label: 'Featured webinar',
      title: webinar.title,
      href: '/webinars/tokenize-everything',
      when: expect.stringContaining('UTC'),
      iconPath: ICON_PATHS.video,
      // Its speakers' initials and running time make the card's picture.
      speakers: ['Ana Silva', 'Ben Cole', 'Chloé Dubois'],
      minutes: 45,
    })

    const resources = list('Resources', 'Resources')
    expect(resources.items.filter((i) => !i.external).map((i) => i.href)).toEqual(RESOURCES)
    const api = resources.items.find((i) => i.title === 'API reference')
    expect(api).toMatchObject({ external: true, href: expect.stringMatching(/^https:\/\//) })
  })

  it('drops the webinar child when there is no webinar', () => {
    const children: NavChild[] = toNavItems(nav, null, NOW).find((i) => i.title === 'Resources')?.children ?? []
    expect(children.map((c) => c.type)).toEqual(['LIST'])
  })
})

describe('toNavItems leaves out entries that lead nowhere', () => {
  it('drops dead top-level items, dialogs without a topic and links without an href', () => {
    const result = toNavItems(
      {
        id: 1,
        items: [
          { title: 'Nowhere' },
          { title: 'Empty dropdown', children: [{ blockType: 'navWebinar', title: 'Webinar' }] },
          {
            title: 'Menu',
            children: [
              {
                blockType: 'navList',
                title: 'List',
                items: [
                  { title: 'No topic', action: 'registerInterest', dialog: { title: 'X', text: 'Y' } },
                  { title: 'No href', action: 'link' },
                  { title: 'Kept', action: 'link', link: { type: 'custom', href: '/kept' } },
                ],
              },
            ],
          },
        ],
      },
      null,
      NOW,
    )
    expect(result.map((i) => i.title)).toEqual(['Menu'])
    const menu = result[0]?.children?.[0]
    expect(menu?.type === 'LIST' && menu.items.map((i) => i.title)).toEqual(['Kept'])
  })

  it('returns nothing for a nav without items', () => {
    expect(toNavItems({ id: 1 }, webinar, NOW)).toEqual([])
  })
})

describe('webinarWhen', () => {
  it('formats an upcoming webinar in UTC', () => {
    const when = webinarWhen('2026-12-12T17:00:00.000Z', NOW)
    expect(when).toContain('UTC')
    expect(when).toContain('2026')
    expect(when).toContain('Dec 12')
    expect(when).toContain('5:00')
  })

  it('says "On demand" once it has started', () => {
    expect(webinarWhen('2026-05-31T12:00:00.000Z', NOW)).toBe('On demand')
  })
})
