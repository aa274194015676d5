import { attributionSchema, type Attribution } from './schema'

const KEYS = attributionSchema.keyof().options

/** The attribution fields of a form body that carries them flat beside its own fields. */
export function pickAttribution(body: Attribution & Record<string, unknown>): Attribution {
  return Object.fromEntries(KEYS.map((key) => [key, body[key]])) as Attribution
}
