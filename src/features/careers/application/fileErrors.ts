import { ErrorCode, type FileError, type FileRejection } from 'react-dropzone'

import { CV_MAX_BYTES, CV_MIN_BYTES, CV_TYPES } from './schema'

/** The accepted types as visitors know them, by extension: '.pdf, .doc, .docx'. */
export const CV_EXTENSIONS = Object.values(CV_TYPES).flat().join(', ')

/**
 * The spec's file messages: the size limits as byte counts ('File is larger than {n} bytes',
 * 'File is smaller than {n} bytes'), as react-dropzone did until v19, which now says '10 MB'
 * and '1 byte'; the types ('File type must be one of {types}') by extension, where the library
 * lists raw MIME types no visitor reads. Every other message is the library's own, unchanged.
 */
export function cvErrorMessage(error: FileError): string {
  if (error.code === ErrorCode.FileTooLarge) return `File is larger than ${CV_MAX_BYTES} bytes`
  if (error.code === ErrorCode.FileTooSmall) return `File is smaller than ${CV_MIN_BYTES} bytes`
  if (error.code === ErrorCode.FileInvalidType) return `File type must be one of ${CV_EXTENSIONS}`
  return error.message
}

/** A file's size as people read it: '840 bytes', '120 KB', '2.4 MB', '10 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
}

/** One line per rejection error, naming the file it is about: 'cv.png: File type must be …'. */
export function rejectionLines(rejections: readonly FileRejection[]): string[] {
  return rejections.flatMap(({ file, errors }) => errors.map((error) => `${file.name}: ${error.message}`))
}
