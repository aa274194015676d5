/**
 * What GET /api/admin-search answers, shared by the endpoint and the dialog. Kept free of
 * server imports.
 */

/** `changed`: published, with a newer draft not yet published (the site still shows the older version). */
export const STATUS_LABELS = { draft: 'Draft', published: 'Published', changed: 'Published, with unpublished changes' } as const
export type AdminSearchStatus = keyof typeof STATUS_LABELS

export type AdminSearchResult = {
  id: string
  title: string
  /** Null for collections without drafts. */
  status: AdminSearchStatus | null
  /** The document's edit view. */
  url: string
  /** Where the words were found when not in the title: a field's label and the words around them, or the published text. */
  detail: string | null
}

export type AdminSearchGroup = {
  collection: string
  label: string
  results: AdminSearchResult[]
  /** The collection's list, filtered the same way, when it found more than are shown. */
  moreUrl: string | null
}

export type AdminSearchAnswer = {
  query: string
  groups: AdminSearchGroup[]
  /** A collection could not be searched (its error is logged); the rest are listed. */
  incomplete: boolean
}

const isString = (value: unknown): value is string => typeof value === 'string'
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
/** A path on this site: `//host` would leave it. */
const isSitePath = (value: unknown): value is string => isString(value) && /^\/(?![/\\])/.test(value)

function isResult(value: unknown): value is AdminSearchResult {
  if (!isRecord(value)) return false
  const { id, title, status, url, detail } = value
  return (
    isString(id) &&
    isString(title) &&
    (status === null || (isString(status) && Object.hasOwn(STATUS_LABELS, status))) &&
    isSitePath(url) &&
    (detail === null || isString(detail))
  )
}

function isGroup(value: unknown): value is AdminSearchGroup {
  if (!isRecord(value)) return false
  const { collection, label, results, moreUrl } = value
  return (
    isString(collection) &&
    isString(label) &&
    Array.isArray(results) &&
    results.every(isResult) &&
    (moreUrl === null || isSitePath(moreUrl))
  )
}

/** The endpoint's JSON when it has the answer's shape (links within the site only), else null. */
export function readAdminSearchAnswer(json: unknown): AdminSearchAnswer | null {
  if (!isRecord(json)) return null
  const { query, groups, incomplete } = json
  if (!isString(query) || !Array.isArray(groups) || !groups.every(isGroup) || typeof incomplete !== 'boolean') return null
  return { query, groups, incomplete }
}
