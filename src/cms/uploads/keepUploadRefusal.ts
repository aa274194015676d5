import type { CollectionAfterErrorHook } from 'payload'

import { fileTooLargeAnswer, fileTooLargeMessage, FILE_TOO_LARGE } from './uploadLimit'

type Refusal = Error & { status?: unknown }

/**
 * The size of the upload the request carries, from its Content-Length: the file with a few hundred
 * bytes of framing and fields, close enough to name in megabytes. Unknown when sent in chunks.
 */
function declaredSize(headers: Headers | undefined): number | undefined {
  const declared = Number(headers?.get('content-length') ?? NaN)
  return Number.isSafeInteger(declared) && declared > 0 ? declared : undefined
}

/**
 * Answers a file refused as too large (Payload's parser stops it at the limit, uploadOptions.ts)
 * with the file's size named and the refusal attached to the `file` field, so the admin marks the
 * upload field as well as showing the message. Recognised by its status and the words the
 * options give it: in the production build the error comes from another copy of Payload's classes
 * (see ../errors.ts), so `instanceof` cannot tell. For an upload collection's `hooks.afterError`.
 */
export const keepUploadRefusal: CollectionAfterErrorHook = ({ error, req }) => {
  const { name, message, status } = error as Refusal
  if (status !== 413 || (message !== fileTooLargeMessage() && name !== FILE_TOO_LARGE)) return
  return { status: 413, response: fileTooLargeAnswer(declaredSize(req?.headers)) }
}
