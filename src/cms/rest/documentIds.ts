import { errorAnswer } from './answers'
import type { RouteTarget } from './routeTarget'

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
 * before any query. The route is the one Payload picks (routeTarget.ts), so custom endpoints
 * and the named routes (`/count`, `/versions`, `/me`…) are left alone.
 */
export function invalidDocumentId(target: RouteTarget | null): Response | null {
  if (!target) return null
  if (target.entity.fields.some((field) => 'name' in field && field.name === 'id')) return null
  const id = target.params.id
  return id === undefined || isDocumentId(id) ? null : errorAnswer(404, 'Not Found')
}
