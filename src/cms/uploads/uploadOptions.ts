import type { Config } from 'payload'

import { fileTooLargeMessage, UPLOAD_FILE_LIMIT } from './uploadLimit'

/**
 * Payload's multipart parsing (its config's `upload`), for every REST upload. Payload's defaults
 * refuse a file of 20 MB or more with "File size limit has been reached", naming no limit; here
 * the limit is the site's setting, and a larger file is refused (Payload stops reading it there)
 * with a 413 that names the limit; the upload collection's afterError hook (keepUploadRefusal.ts)
 * then names the file's size too and marks the file field. Payload's limit on the whole request
 * (50 MB) stays above it: lower, it could cut off an oversized file before the file's own limit
 * is reached, with its own message. The proxy in front allows no more than UPLOAD_BODY_LIMIT.
 *
 * Plain values only: Payload hands its `upload` config to the admin's client config, where a
 * function (a `limitHandler`) makes every edit view fail to render.
 */
export const uploadOptions: NonNullable<Config['upload']> = {
  // busboy calls a file that reaches `fileSize` too large: one byte more lets the limit itself through.
  limits: { fileSize: UPLOAD_FILE_LIMIT + 1 },
  abortOnLimit: true,
  responseOnLimit: fileTooLargeMessage(),
}
