import { readFile } from 'node:fs/promises'
import type { CollectionBeforeOperationHook } from 'payload'

import { publicError } from '../../../errors'
import { needsSvgCheck, svgProblem } from './svgAllowlist'

/**
 * Checks an uploaded SVG against the allowlist before Payload stores anything. Media files
 * are served from this site's origin, so a script in one would run with the site's cookies
 * when the file is opened directly.
 */
export const refuseUnsafeSvg: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  // Payload keeps large uploads in a temporary file when `useTempFiles` is on.
  const data = file.data?.length ? file.data : file.tempFilePath ? await readFile(file.tempFilePath) : null
  if (!data || !needsSvgCheck({ data, name: file.name, mimetype: file.mimetype })) return args
  const problem = svgProblem(data.toString('utf8'))
  if (problem) {
    throw publicError(
      'UnsafeSvgError',
      `This SVG cannot be uploaded: it contains ${problem}. Export it as plain shapes, or upload a PNG.`,
    )
  }
  return args
}
