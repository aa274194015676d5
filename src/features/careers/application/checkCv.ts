import { CV_MAX_BYTES, CV_REQUIRED, CV_TYPES } from './schema'

type CvType = keyof typeof CV_TYPES

/** The first bytes each accepted type must start with: a renamed file is not let through. */
const SIGNATURES: Record<CvType, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46], // %PDF
  'application/msword': [0xd0, 0xcf, 0x11, 0xe0], // OLE compound file
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [0x50, 0x4b, 0x03, 0x04], // zip
}

const typeOf = (file: File): CvType | undefined =>
  (Object.keys(CV_TYPES) as CvType[]).find((type) =>
    CV_TYPES[type].some((ext) => file.name.toLowerCase().endsWith(ext)),
  )

/** The drop zone's words for a file that is not one of the accepted types (or only named like one). */
export const CV_TYPE_ERROR = `File type must be one of ${Object.values(CV_TYPES).flat().join(', ')}`

/** The server's check of an uploaded CV, in the words the drop zone uses; null when it is fine. */
export type CheckedCv = { type: CvType; bytes: Buffer }

export async function checkCv(file: FormDataEntryValue | null): Promise<{ error: string } | CheckedCv> {
  if (!(file instanceof File) || file.size === 0) return { error: CV_REQUIRED }
  if (file.size > CV_MAX_BYTES) return { error: `File is larger than ${CV_MAX_BYTES} bytes` }
  const type = typeOf(file)
  const bytes = Buffer.from(await file.arrayBuffer())
  if (!type || !SIGNATURES[type].every((byte, index) => bytes[index] === byte)) {
    return { error: CV_TYPE_ERROR }
  }
  return { type, bytes }
}
