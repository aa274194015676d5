/**
 * A relationship's id, whether the read populated it (the document, whose `id` is taken) or not
 * (the id itself); null for anything else (nothing chosen, a malformed value).
 */
export function relationId(value: unknown): string | number | null {
  if (typeof value === 'string' || typeof value === 'number') return value
  if (typeof value === 'object' && value !== null && 'id' in value) return relationId((value as { id: unknown }).id)
  return null
}
