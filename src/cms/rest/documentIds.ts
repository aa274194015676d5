import { match } from 'path-to-regexp'
import type { Endpoint, SanitizedConfig } from 'payload'

import { errorAnswer } from './answers'
import { routeTarget } from './routeTarget'

/**
 * Document ids are the database adapters' serial integers (no collection declares an `id`
 * field). PostgreSQL's column stops at 2^31 − 1; SQLite's goes further, but no id past that
 * was ever issued, so both engines answer the same.
 */
const MAX_ID = 2_147_483_647

export const isDocumentId = (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID

/**
 * Payload hands the `:id` of a route (`/<collection>/:id`, `/versions/:id`, `/:id/duplicate`,
 * a global's `/versions/:id`) to the database as it is, and a value that cannot be an id
 * (`abc`, `1.5`, 99999999999 on PostgreSQL) makes the query throw: a 500, logged as a server
 * fault. No document has such an id, so the answer is the one for a missing document, 404,
 * before any query. The route is found as Payload finds it (the first endpoint of the
 * collection or global whose method and path match, with the same path-to-regexp version),
 * so custom endpoints and the named routes (`/count`, `/versions`, `/me`…) are left alone.
 */
export function invalidDocumentId(config: SanitizedConfig, slug: readonly string[], method: string): Response | null {
  const target = routeTarget(config, slug)
  const endpoints = target?.entity.endpoints
  if (!target || !endpoints) return null
  const { entity, rest } = target
  if (entity.fields.some((field) => 'name' in field && field.name === 'id')) return null
  const pathname = rest.length === 0 ? '/' : `/${rest.map(encodeURIComponent).join('/')}`
  const id = routeId(endpoints, method.toLowerCase(), pathname)
  return id === undefined || isDocumentId(id) ? null : errorAnswer(404, 'Not Found')
}

/** The `:id` of the first endpoint Payload would pick for this method and path, if it has one. */
function routeId(endpoints: Endpoint[], method: string, pathname: string): string | undefined {
  for (const endpoint of endpoints) {
    if (endpoint.method !== method) continue
    const matched = match<{ id?: string }>(endpoint.path, { decode: decodeURIComponent })(pathname)
    if (matched) return matched.params.id
  }
  return undefined
}
