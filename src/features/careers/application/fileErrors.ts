import { ErrorCode, type FileError, type FileRejection } from 'react-dropzone'

import { CV_MAX_BYTES } from './schema'

/**
 * The spec words the size limit as a byte count ('File is larger than {n} bytes'), as
 * react-dropzone did until v19, which now says '10 MB'. Every other message is the
 * library's own, unchanged.
 */
export function cvErrorMessage(error: FileError): string {
  return error.code === ErrorCode.FileTooLarge ? `File is larger than ${CV_MAX_BYTES} bytes` : error.message
}

/** One line per rejection error, naming the file it is about: 'cv.png: File type must be …'. */
export function rejectionLines(rejections: readonly FileRejection[]): string[] {
  return rejections.flatMap(({ file, errors }) => errors.map((error) => `${file.name}: ${error.message}`))
}
