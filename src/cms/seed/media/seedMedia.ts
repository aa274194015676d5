import type { Payload } from 'payload'

import { context, type Created } from '../lib/createMissing'
import { filenameOf, mediaCatalog, type MediaSpec } from './catalog'

/**
 * Media ids by catalogue key. Payload renames an upload whose filename is taken on disk
 * (`cover-x.webp` becomes `cover-x-1.webp`), which happens when a database is reset but its
 * media folder kept; matching the numbered names too keeps such a re-seed from uploading twice.
 */
async function existingMedia(payload: Payload, specs: MediaSpec[]): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { or: specs.map((spec) => ({ filename: { like: spec.key } })) },
    limit: 0,
    pagination: false,
    depth: 0,
    context,
  })
  const byFilename = new Map<string, number>()
  for (const doc of docs) {
    const original = doc.filename?.replace(/-\d+(\.[a-z]+)$/, '$1')
    if (original && !byFilename.has(original)) byFilename.set(original, doc.id)
    if (doc.filename) byFilename.set(doc.filename, doc.id)
  }
  const ids = new Map<string, number>()
  for (const spec of specs) {
    const id = byFilename.get(filenameOf(spec))
    if (id !== undefined) ids.set(spec.key, id)
  }
  return ids
}

/**
 * Uploads every catalogue file that is not in the media collection yet. Missing files are
 * drawn in parallel (sharp has its own thread pool) and stored one at a time.
 */
export async function seedMedia(payload: Payload, now: Date): Promise<Created> {
  const specs = mediaCatalog(now)
  const ids = await existingMedia(payload, specs)
  const missing = specs.filter((spec) => !ids.has(spec.key))
  const files = await Promise.all(missing.map((spec) => spec.render()))
  for (const [i, spec] of missing.entries()) {
    const data = files[i]!
    const doc = await payload.create({
      collection: 'media',
      data: { alt: spec.alt },
      file: { data, mimetype: spec.mimetype, name: filenameOf(spec), size: data.length },
      context,
    })
    ids.set(spec.key, doc.id)
  }
  return { created: missing.length, ids }
}
