import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { versionsOfUnversioned } from '@/cms/rest/missingResources'

/*
 * Every global of the site has versions now, so the integration tests can no longer reach the
 * case of one without: a config of one of each shows the guard still answers it.
 */
const config = {
  collections: [{ slug: 'categories' }, { slug: 'pages', versions: { drafts: true } }],
  globals: [{ slug: 'plain' }, { slug: 'banner', versions: { drafts: true } }],
} as unknown as SanitizedConfig

describe('versionsOfUnversioned', () => {
  it('answers 404 for the version routes of a collection or global without versions', () => {
    for (const slug of [
      ['globals', 'plain', 'versions'],
      ['globals', 'plain', 'versions', '1'],
      ['categories', 'versions'],
    ]) {
      expect(versionsOfUnversioned(config, slug)?.status, slug.join('/')).toBe(404)
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
      expect(versionsOfUnversioned(config, slug), slug.join('/')).toBeNull()
    }
  })
})
