import type { CollectionBeforeOperationHook } from 'payload'

import { publicError } from '../errors'

export const REMOTE_FILE_MESSAGE = 'Upload the file itself: files are not fetched from an address (url).'

/**
 * For upload collections that take files only as uploads, as the admin sends them (its "Paste
 * URL" fetches in the browser, then uploads the file). A create that sends no file but names one
 * by address (`url`, with a `filename`) has Payload fetch it from the server: a fetch that failed
 * answered 500, and a fetched file is not the request's file, so it would skip the checks made on
 * uploads (the media library's SVG allowlist reads req.file). Payload has taken `url` out of the
 * operation's data by the time this runs, so the request's own body is read. A duplicate comes
 * without a file too: Payload copies the original's.
 */
export const refuseRemoteFile: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' || req.file || (args as { duplicateFromID?: unknown }).duplicateFromID != null) return args
  if (typeof (req.data as { url?: unknown } | undefined)?.url === 'string') throw publicError('RemoteFileError', REMOTE_FILE_MESSAGE)
  return args
}
