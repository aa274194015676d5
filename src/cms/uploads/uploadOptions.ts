import type { Config } from 'payload'

import { publicError } from '../errors'
import { FILE_TOO_LARGE, fileTooLargeAnswer, UPLOAD_FILE_LIMIT } from './uploadLimit'

/**
 * The size of the upload `request` carries, from its Content-Length: the file with a few hundred
 * bytes of framing and fields, close enough to name in megabytes. Unknown when sent in chunks.
 */
function declaredSize(request: Request): number | undefined {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  return Number.isSafeInteger(declared) && declared > 0 ? declared : undefined
}

/** The refusal of a file over UPLOAD_FILE_LIMIT: 413, with the words the admin shows at the field. */
function fileTooLarge(size?: number) {
  const [error] = fileTooLargeAnswer(size).errors
  return publicError(FILE_TOO_LARGE, error!.message, 413, error!.data)
}

/**
 * Payload's multipart parsing (its config's `upload`), for every REST upload. Payload's defaults
 * refuse a file of 20 MB or more with "File size limit has been reached", naming no limit; here
 * the limit is the site's setting, and a larger file is refused (Payload stops reading it there)
 * with a message that names it and says what to do. Payload's limit on the whole request (50 MB)
 * stays above it: lower, it could cut off an oversized file before the file's own limit is
 * reached, with its own message. The proxy in front allows no more than UPLOAD_BODY_LIMIT anyway.
 */
export const uploadOptions: NonNullable<Config['upload']> = {
  // busboy calls a file that reaches `fileSize` too large: one byte more lets the limit itself through.
  limits: { fileSize: UPLOAD_FILE_LIMIT + 1 },
  abortOnLimit: true,
  // Called as the file passes the limit; what it throws is the request's answer.
  limitHandler: ({ request }) => {
    throw fileTooLarge(declaredSize(request))
  },
}
