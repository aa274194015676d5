import type { FileRejection } from 'react-dropzone'

/** Operating-system thumbnail caches that are never anyone's CV. */
export const IGNORED_FILE_NAMES: readonly string[] = ['.DS_Store', 'Thumbs.db']

const kept = (file: File) => !IGNORED_FILE_NAMES.includes(file.name)

/**
 * react-dropzone (through file-selector) drops these names from drops and pastes, but not
 * from a file picked in the dialog, where they would come back as a type rejection. This
 * removes them from whatever the dropzone reports; `null` means nothing else was chosen and
 * the current selection should stay as it is. Filtering here rather than in a `validator`
 * keeps the drag-time accept/reject verdict, which react-dropzone withholds once a
 * validator is set.
 */
export function withoutIgnoredFiles(accepted: readonly File[], rejections: readonly FileRejection[]) {
  const files = accepted.filter(kept)
  const rejected = rejections.filter((rejection) => kept(rejection.file))
  return files.length === 0 && rejected.length === 0 ? null : { accepted: files, rejections: rejected }
}
