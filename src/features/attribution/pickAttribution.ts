import { ATTRIBUTION_FIELDS } from './fields'
import type { Attribution } from './schema'

/** The attribution fields of a form body that carries them flat beside its own fields. */
export function pickAttribution(body: Attribution & Record<string, unknown>): Attribution {
  return Object.fromEntries(ATTRIBUTION_FIELDS.map((key) => [key, body[key]])) as Attribution
}
