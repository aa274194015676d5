import type { Draft } from '@/cms/draft'
import type { Media } from '@/cms/payload-types'

/**
 * An upload field's file, when the read populated it and it is served; null for an id left
 * unpopulated (depth 0, or a file deleted since) and for nothing chosen yet, as in a draft.
 * Uploads have no drafts of their own: a populated one is a stored, validated document, so
 * a draft that holds it holds the whole of it.
 */
export function uploaded(value: number | Draft<Media> | null | undefined): Media | null {
  return typeof value === 'object' && value?.url ? (value as Media) : null
}
