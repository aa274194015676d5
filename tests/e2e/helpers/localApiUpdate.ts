/** Run by localApi.ts in its own process: one update through Payload's local API. */
import { getPayload, type CollectionSlug, type Where } from 'payload'

import config from '../../../src/cms/payload.config'

const { collection, where, data } = JSON.parse(process.argv[2]!) as {
  collection: CollectionSlug
  where: Record<string, string>
  data: Record<string, unknown>
}
const payload = await getPayload({ config })
const query: Where = Object.fromEntries(Object.entries(where).map(([field, value]) => [field, { equals: value }]))
const result = await payload.update({ collection, where: query, data })
console.log(JSON.stringify({ updated: result.docs.length, errors: result.errors.length }))
await payload.destroy()
process.exit(0)
