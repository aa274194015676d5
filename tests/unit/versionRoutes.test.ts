import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { versionsOfUnversioned } from '@/cms/rest/missingResources'
import { routeTarget } from '@/cms/rest/routeTarget'

/*
 * Every global of the site has versions now, so the integration tests can no longer reach the
 * case of one without: a config of one of each shows the guard still answers it. The endpoints
 * are the ones Payload registers for every collection and global, in its order.
 */
const endpoints = [
  { path: '/versions', method: 'get' },
  { path: '/versions/:id', method: 'get' },
  { path: '/:id', method: 'get' },
]
const config = {
  collections: [
    { slug: 'categories', endpoints },
    { slug: 'pages', versions: { drafts: true }, endpoints },
  ],
  globals: [
    { slug: 'plain', endpoints },
    { slug: 'banner', versions: { drafts: true }, endpoints },
  ],
} as unknown as SanitizedConfig

const guard = (slug: string[]) => versionsOfUnversioned(routeTarget(config, slug, 'GET'))

describe('versionsOfUnversioned', () => {
  it('answers 404 for the version routes of a collection or global without versions, in any letter case', () => {
    for (const slug of [
      ['globals', 'plain', 'versions'],
      ['globals', 'plain', 'versions', '1'],
      ['categories', 'versions'],
      ['categories', 'VERSIONS'],
      ['globals', 'plain', 'Versions', '1'],
    ]) {
      expect(guard(slug)?.status, slug.join('/')).toBe(404)
    }
  })

  it('lets every other route through', () => {
    for (const slug of [
      ['globals', 'banner', 'versions'],
      ['pages', 'versions'],
      ['globals', 'plain'],
      ['categories', '1'],
      ['nothing', 'versions'],
    ]) {
      expect(guard(slug), slug.join('/')).toBeNull()
    }
  })
})
