import fs from 'node:fs/promises'
import path from 'node:path'

import type { SanitizedConfig } from 'payload'

import { errorAnswer } from './answers'
import { routeTarget } from './routeTarget'

const notFound = () => errorAnswer(404, 'Not Found')

/**
 * Payload registers the version routes (`/<collection>/versions…`, `/globals/<slug>/versions…`)
 * for every collection and global, versioned or not; for one without versions the database
 * has no versions table and the query throws (500). Such a route does not exist: 404.
 */
export function versionsOfUnversioned(config: SanitizedConfig, slug: readonly string[]): Response | null {
  const target = routeTarget(config, slug)
  return target && target.rest[0] === 'versions' && !target.entity.versions ? notFound() : null
}

/**
 * Payload's file route answers a file missing from the upload folder with a 500 (it treats
 * ENOENT as a server fault). By then its read access has run, so telling the caller "not
 * found" reveals nothing the access check did not allow: a file someone may not read is
 * still refused the same way whether or not it exists.
 */
export async function missingFile(
  config: SanitizedConfig,
  slug: readonly string[],
  response: Response,
): Promise<Response> {
  if (response.status !== 500 || slug[1] !== 'file' || slug.length !== 3) return response
  const upload = config.collections.find((candidate) => candidate.slug === slug[0])?.upload
  if (!upload) return response
  const folder = path.resolve(upload.staticDir || slug[0]!)
  const file = path.resolve(folder, slug[2]!)
  if (!file.startsWith(folder + path.sep)) return response
  const exists = await fs.stat(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => error.code !== 'ENOENT',
  )
  if (exists) return response
  await response.body?.cancel()
  return notFound()
}
