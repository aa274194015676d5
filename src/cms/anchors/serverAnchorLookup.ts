import type { PayloadRequest, Where } from 'payload'

import { pageAnchors, type AnchorLookup, type TargetAnchors } from './linkAnchors'

const MEMO = 'anchorTargets'

type PageRow = { path?: unknown; layout?: unknown }

/**
 * Link targets' anchors from the database, for a field's validate on the server (each save, and
 * each form-state refresh of a submitted form): the page as its editors see it now, its latest
 * draft, so that two pages prepared together can link to each other. Read once per request.
 */
export function serverAnchorLookup(req: PayloadRequest): AnchorLookup {
  const memo = (req.context[MEMO] ??= new Map<string, Promise<TargetAnchors>>()) as Map<string, Promise<TargetAnchors>>
  const once = (key: string, read: () => Promise<TargetAnchors>) => {
    let found = memo.get(key)
    if (!found) {
      found = read()
      memo.set(key, found)
    }
    return found
  }
  const findPage = async (where: Where): Promise<TargetAnchors> => {
    const { docs } = await req.payload.find({
      collection: 'pages',
      where,
      draft: true,
      select: { path: true, layout: true },
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const page = docs[0] as PageRow | undefined
    return page && typeof page.path === 'string' ? pageAnchors(page.path, page.layout) : null
  }
  return {
    byPath: (path) => once(`path:${path}`, () => findPage({ path: { equals: path } })),
    // Only pages are made of blocks; the other types' ids come from their text.
    byDocument: (collection, id) =>
      collection === 'pages' ? once(`id:${String(id)}`, () => findPage({ id: { equals: id } })) : Promise.resolve(null),
  }
}
