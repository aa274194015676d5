/**
 * How large a file editors may upload, and how a refusal says so. The one setting every layer
 * reads: Payload's own check (uploadOptions.ts, `upload` in payload.config.ts), the admin's check
 * as a file is chosen (src/cms/admin/UploadRules.client.tsx), and the proxy's body limit on
 * /api/media (deploy/nginx.conf, held to UPLOAD_BODY_LIMIT by tests/unit/uploadLimit.test.ts).
 * Pure and without Node imports: the admin's browser code imports it too.
 */

const KB = 1024
const MB = 1024 * KB

/** The largest file an editor can upload, in bytes (binary megabytes, as nginx's `20m` counts). */
export const UPLOAD_FILE_LIMIT = 20 * MB

/**
 * The largest upload request: the file with the form's other fields (Payload's `_payload`, the
 * document's data) and the multipart framing around them. A file of exactly UPLOAD_FILE_LIMIT
 * must get through the proxy to be judged, so the body limits sit this much above it.
 */
export const UPLOAD_BODY_LIMIT = UPLOAD_FILE_LIMIT + 64 * KB

/** 20971520 → "20 MB", 26214400 → "25 MB", 1572864 → "1.5 MB": one decimal at most, rounded down. */
export function megabytes(bytes: number): string {
  return `${Math.floor((bytes / MB) * 10) / 10} MB`
}

const HOW_TO_SHRINK =
  'Make it smaller (save the image at a lower resolution or quality, or compress the PDF) and upload it again.'

/**
 * The refusal of a file over the limit, naming both sizes when the file's is known. Rounded down,
 * a size just over the limit would read as the limit itself ("This file is 20 MB; the largest …
 * is 20 MB"): such a file, or one of unknown size, is said to be larger than the limit instead.
 */
export function fileTooLargeMessage(size?: number): string {
  const limit = megabytes(UPLOAD_FILE_LIMIT)
  if (size !== undefined && Number.isFinite(size) && megabytes(size) !== limit && size > UPLOAD_FILE_LIMIT) {
    return `This file is ${megabytes(size)}; the largest file you can upload is ${limit}. ${HOW_TO_SHRINK}`
  }
  return `This file is larger than ${limit}, the largest file you can upload. ${HOW_TO_SHRINK}`
}

/** Why a file of `size` bytes cannot be uploaded, or null when it can. */
export const sizeRefusal = (size: number): string | null => (size > UPLOAD_FILE_LIMIT ? fileTooLargeMessage(size) : null)

/** The error's name in answers and logs; Payload's admin ignores it, tests and hooks recognise it. */
export const FILE_TOO_LARGE = 'FileTooLarge'

/**
 * A refused upload as Payload answers a refusal (`errors[]`), so the admin shows the message in a
 * toast and, from `data.errors[].path`, at the upload field (`file`) itself. The proxy's own 413
 * on /api/media is this body too, for a file of unknown size.
 */
export function fileTooLargeAnswer(size?: number) {
  const message = fileTooLargeMessage(size)
  return { errors: [{ name: FILE_TOO_LARGE, message, data: { errors: [{ path: 'file', message }] } }] }
}

/** What editors call each type the upload collections take. Word 97–2003 is sniffed as `x-cfb`. */
const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/svg+xml': 'SVG',
  'application/pdf': 'PDF',
  'application/msword': 'Word (.doc)',
  'application/x-cfb': 'Word (.doc)',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (.docx)',
}

/** "image/png" → "PNG"; a type without a name here → its subtype in capitals ("text/csv" → "CSV"). */
const typeName = (mimeType: string) => TYPE_NAMES[mimeType] ?? (mimeType.split('/')[1] ?? mimeType).toUpperCase()

/**
 * The help under an upload field, before anyone tries: "Upload a PNG, JPEG or PDF file of up to
 * 20 MB." from the collection's `upload.mimeTypes` (none listed: any type).
 */
export function uploadHelp(mimeTypes: readonly string[] | undefined): string {
  const names = [...new Set((mimeTypes ?? []).map(typeName))]
  const limit = `of up to ${megabytes(UPLOAD_FILE_LIMIT)}`
  if (names.length === 0) return `Upload a file ${limit}.`
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
  return `Upload a ${list} file ${limit}.`
}
