import type { CollectionAfterChangeHook } from 'payload'

import { throughRule } from '@/lib/redirects/match'

/**
 * Redirects that led to this redirect's old address now lead straight to its new one, so a
 * visitor is never sent through two redirects (`/a → /b`, then `/b → /c`: `/a` goes to `/c`).
 * The updates run inside the same request, and so the same transaction, as the save.
 */
export const flattenRedirectChains: CollectionAfterChangeHook = async ({ doc, req }) => {
  const rule = { from: String(doc.from), to: String(doc.to), status: 301 as const }
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { and: [{ to: { contains: rule.from } }, { id: { not_equals: doc.id } }] },
    pagination: false,
    depth: 0,
    req,
  })
  for (const other of docs) {
    const to = throughRule(other.to, rule)
    if (to !== other.to) await req.payload.update({ collection: 'redirects', id: other.id, data: { to }, depth: 0, req })
  }
  return doc
}
