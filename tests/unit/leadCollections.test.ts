import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { LEAD_COLLECTIONS, LEAD_SLUGS } from '@/cms/collections/leads'

/** Every field, nested groups included, with the path it is found at. */
function* walk(fields: Field[], prefix = ''): Generator<[string, Field]> {
  for (const field of fields) {
    const at = 'name' in field ? `${prefix}${field.name}` : prefix
    yield [at, field]
    if ('fields' in field) yield* walk(field.fields, `${at}.`)
  }
}

const written = LEAD_COLLECTIONS.filter((collection): collection is CollectionConfig =>
  (LEAD_SLUGS as readonly string[]).includes(collection.slug),
)

// storeLead writes these through the database adapter, which runs no hooks, fills no defaults
// and calls no validators: anything added here would silently be skipped for every lead.
describe('lead collections written by storeLead', () => {
  it('are the four lead slugs', () => {
    expect(written.map((collection) => collection.slug).sort()).toEqual([...LEAD_SLUGS].sort())
  })

  it.each(written.map((collection) => [collection.slug, collection] as const))(
    '%s has no collection hooks',
    (_, collection) => {
      expect(Object.values(collection.hooks ?? {}).flat()).toEqual([])
    },
  )

  it.each(written.map((collection) => [collection.slug, collection] as const))(
    '%s has no field hooks, defaults or validators',
    (_, collection) => {
      const offending = [...walk(collection.fields)]
        .filter(
          ([, field]) =>
            'defaultValue' in field ||
            'validate' in field ||
            ('hooks' in field && Object.values(field.hooks ?? {}).flat().length > 0),
        )
        .map(([path]) => path)
      expect(offending).toEqual([])
    },
  )
})
