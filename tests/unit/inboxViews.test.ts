import { describe, expect, it } from 'vitest'

import { currentView, inboxViews, viewHref, whereQuery } from '@/cms/admin/inboxViews'

describe('the sales inbox’s saved views', () => {
  it('are New, Mine (open), All open and Everything for a signed-in salesperson', () => {
    expect(inboxViews(7).map((view) => view.label)).toEqual(['New', 'Mine, open', 'All open', 'Everything'])
    expect(inboxViews(undefined).map((view) => view.label)).toEqual(['New', 'All open', 'Everything'])
  })

  it('link to the list with the filter in the address, as Payload’s list reads it', () => {
    const [, mine] = inboxViews(7)
    expect(viewHref('/admin/collections/leads', mine!)).toBe(
      '/admin/collections/leads?where[and][0][owner][equals]=7&where[and][1][status][not_equals]=closed'.replace(/[[\]]/g, encodeURIComponent),
    )
    expect(viewHref('/admin/collections/leads', inboxViews(7)[3]!)).toBe('/admin/collections/leads')
  })

  it('mark the view the list shows, from the query as Next hands it to the page (flat) or parsed', () => {
    const views = inboxViews('abc')
    expect(currentView(views, { 'where[status][equals]': 'new', limit: '10' })?.label).toBe('New')
    expect(currentView(views, { 'where[and][1][status][not_equals]': 'closed', 'where[and][0][owner][equals]': 'abc' })?.label).toBe('Mine, open')
    expect(currentView(views, { where: { status: { equals: 'new' } } })?.label).toBe('New')
    // qs parses an `and` list as an array or, from some addresses, as an object keyed 0, 1…
    expect(currentView(views, { where: { and: { 0: { owner: { equals: 'abc' } }, 1: { status: { not_equals: 'closed' } } } } })?.label).toBe('Mine, open')
    expect(currentView(views, undefined)?.label).toBe('Everything')
    expect(currentView(views, { page: '2' })?.label).toBe('Everything')
    expect(currentView(views, { 'where[status][equals]': 'contacted' })).toBeUndefined()
  })

  it('encode values, so a filter cannot add parameters to the address', () => {
    expect(whereQuery({ email: { equals: 'a&b=c' } })).toEqual(['where%5Bemail%5D%5Bequals%5D=a%26b%3Dc'])
  })
})
