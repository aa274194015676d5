import { pageAnchors, type AnchorLookup, type TargetAnchors } from './linkAnchors'

type PageRow = { path?: unknown; layout?: unknown }

const QUERY = { draft: 'true', depth: '0', 'select[path]': 'true', 'select[layout]': 'true' }

/**
 * Link targets' anchors for the admin, read while the editor types: Payload checks a field
 * against the database only once the form has been submitted, and drafts are saved unchecked,
 * so the field asks the REST API itself, as the signed-in editor, for the page's latest draft
 * (what serverAnchorLookup reads on save). Each target is asked once per field; a failed
 * request answers "unknown", and the save still checks.
 */
export function restAnchorLookup(api: string, fetcher: typeof fetch = fetch): AnchorLookup {
  const memo = new Map<string, Promise<TargetAnchors>>()
  const read = (key: string, url: string, pick: (body: unknown) => PageRow | undefined) => {
    let found = memo.get(key)
    if (!found) {
      found = fetcher(url, { credentials: 'include' })
        .then(async (response) => {
          if (!response.ok) return null
          const page = pick(await response.json())
          return page && typeof page.path === 'string' ? pageAnchors(page.path, page.layout) : null
        })
        .catch(() => null)
      memo.set(key, found)
    }
    return found
  }
  return {
    byPath: (path) =>
      read(
        `path:${path}`,
        `${api}/pages?${new URLSearchParams({ ...QUERY, 'where[path][equals]': path, limit: '1', pagination: 'false' })}`,
        (body) => (body as { docs?: PageRow[] }).docs?.[0],
      ),
    byDocument: (collection, id) =>
      collection === 'pages'
        ? read(
            `id:${String(id)}`,
            `${api}/pages/${encodeURIComponent(String(id))}?${new URLSearchParams(QUERY)}`,
            (body) => body as PageRow,
          )
        : Promise.resolve(null),
  }
}
