import type { CollectionAfterErrorHook } from 'payload'

import { FILE_TOO_LARGE } from './uploadLimit'

type Refusal = Error & { status?: unknown; data?: Record<string, unknown> | null }

/**
 * Answers a file refused as too large (uploadOptions.ts) with its field error, so the admin marks
 * the upload field as well as showing the message. Payload keeps an error's `data` only for its
 * own error classes (`instanceof`), and in the production build the error comes from another
 * copy of them (see ../errors.ts): the answer would keep the message and lose the field. The name,
 * set by hand, is what every copy keeps. For an upload collection's `hooks.afterError`.
 */
export const keepUploadRefusal: CollectionAfterErrorHook = ({ error }) => {
  const { name, message, status, data } = error as Refusal
  if (name !== FILE_TOO_LARGE || status !== 413 || !data) return
  return { status: 413, response: { errors: [{ name, message, data }] } }
}
