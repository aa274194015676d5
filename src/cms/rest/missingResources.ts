import fs from 'node:fs/promises'
import path from 'node:path'

import { errorAnswer } from './answers'
import type { RouteTarget } from './routeTarget'

const notFound = () => errorAnswer(404, 'Not Found')

/**
 * Payload registers the version routes (`/<collection>/versions…`, `/globals/<slug>/versions…`)
 * for every collection and global, versioned or not; for one without versions the database
 * has no versions table and the query throws (500). Such a route does not exist: 404.
 */
export function versionsOfUnversioned(target: RouteTarget | null): Response | null {
  return target?.endpoint?.startsWith('/versions') && !target.entity.versions ? notFound() : null
}

/**
 * Payload's file route answers a file missing from the upload folder with a 500 (it treats
 * ENOENT as a server fault). By then its read access has run, so telling the caller "not
 * found" reveals nothing the access check did not allow: a file someone may not read is
 * still refused the same way whether or not it exists.
 */
export async function missingFile(target: RouteTarget | null, response: Response): Promise<Response> {
  const filename = target?.params.filename
  const upload = target && !target.isGlobal && 'upload' in target.entity ? target.entity.upload : undefined
  if (response.status !== 500 || target?.endpoint !== '/file/:filename' || !filename || !upload) return response
  const folder = path.resolve(upload.staticDir || target.entity.slug)
  const file = path.resolve(folder, filename)
  if (!file.startsWith(folder + path.sep)) return response
  const exists = await fs.stat(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => error.code !== 'ENOENT',
  )
  if (exists) return response
  await response.body?.cancel()
  return notFound()
}
