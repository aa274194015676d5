import type { Where } from 'payload'

import type { SearchedField } from './adminSearchCollections'

/** Characters of a matched field shown around the match. */
const DETAIL_CHARS = 90

/**
 * Every word in some searched field, each anywhere in it (Payload's `like`, which ignores
 * case): "jane acme" finds the lead named Jane from Acme, whose name and company are two fields.
 */
export function matchingWhere(fields: readonly SearchedField[], words: readonly string[]): Where {
  return { and: words.map((word) => ({ or: fields.map((field) => ({ [field.name]: { like: word } })) })) }
}

/**
 * The collection's admin list filtered to documents with the whole query in one of the searched
 * fields, in the list's own filter format (`where[or][i][and][0][field][like]`), so the list's
 * filter controls show it and the editor can change it. Payload's `like` splits the query into
 * words too, so it lists the same documents unless the words are spread over several fields.
 */
export function listUrl(adminRoute: string, slug: string, fields: readonly SearchedField[], q: string): string {
  const params = new URLSearchParams()
  fields.forEach((field, i) => params.set(`where[or][${i}][and][0][${field.name}][like]`, q))
  return `${adminRoute.replace(/\/$/, '')}/collections/${encodeURIComponent(slug)}?${params}`
}

/** A long value cut to the words around `at`, with an ellipsis on each cut side. */
function around(text: string, at: number): string {
  if (text.length <= DETAIL_CHARS) return text
  const start = Math.max(0, Math.min(at - Math.floor(DETAIL_CHARS / 3), text.length - DETAIL_CHARS))
  const end = start + DETAIL_CHARS
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}

/**
 * Why a document matched when its title alone does not say: the first other searched field that
 * holds one of the words, as "Company: Acme Ltd" or "Message: …asked about tokens…".
 */
export function matchDetail(
  fields: readonly SearchedField[],
  titleField: string | null,
  doc: Record<string, unknown>,
  words: readonly string[],
): string | null {
  const lowered = words.map((word) => word.toLowerCase())
  const title = titleField ? doc[titleField] : undefined
  if (typeof title === 'string' && lowered.every((word) => title.toLowerCase().includes(word))) return null
  for (const field of fields) {
    if (field.name === titleField) continue
    const value = doc[field.name]
    if (typeof value !== 'string') continue
    const text = value.replace(/\s+/g, ' ').trim()
    const at = lowered.map((word) => text.toLowerCase().indexOf(word)).find((index) => index >= 0)
    if (at !== undefined) return `${field.label}: ${around(text, at)}`
  }
  return null
}
