import { ErrorCode, type FileRejection, type FileWithPath } from 'react-dropzone'
import { describe, expect, it } from 'vitest'

import { dropzonePrompt, dropzoneTone } from '@/features/careers/application/dropzoneTone'
import { cvErrorMessage, formatFileSize, rejectionLines } from '@/features/careers/application/fileErrors'
import { withoutIgnoredFiles } from '@/features/careers/application/ignoredFiles'

const file = (name: string, type = 'application/pdf') => new File(['%PDF-1.4'], name, { type }) as FileWithPath
const TYPE_ERROR = { code: ErrorCode.FileInvalidType, message: 'File type must be one of application/pdf, .pdf' }
const rejection = (name: string, errors = [TYPE_ERROR]): FileRejection => ({ file: file(name, ''), errors })

describe('withoutIgnoredFiles', () => {
  it('drops .DS_Store and Thumbs.db from accepted and rejected files alike', () => {
    const chosen = withoutIgnoredFiles([file('cv.pdf'), file('.DS_Store')], [rejection('Thumbs.db'), rejection('cv.png')])
    expect(chosen?.accepted.map((f) => f.name)).toEqual(['cv.pdf'])
    expect(chosen?.rejections.map((r) => r.file.name)).toEqual(['cv.png'])
  })

  it('reports nothing chosen when only ignored files arrive, or none at all', () => {
    expect(withoutIgnoredFiles([], [rejection('.DS_Store'), rejection('Thumbs.db')])).toBeNull()
    expect(withoutIgnoredFiles([file('.DS_Store')], [])).toBeNull()
    expect(withoutIgnoredFiles([], [])).toBeNull()
  })

  it('matches the names exactly', () => {
    const chosen = withoutIgnoredFiles([file('notes.DS_Store.pdf'), file('thumbs.db')], [])
    expect(chosen?.accepted.map((f) => f.name)).toEqual(['notes.DS_Store.pdf', 'thumbs.db'])
  })
})

describe('cvErrorMessage', () => {
  it('words the size limit in bytes, as the spec does', () => {
    expect(cvErrorMessage({ code: ErrorCode.FileTooLarge, message: 'File is larger than 10 MB' })).toBe(
      'File is larger than 10485760 bytes',
    )
  })

  it('names the accepted types by extension in the spec’s words, not as MIME types', () => {
    expect(cvErrorMessage(TYPE_ERROR)).toBe('File type must be one of .pdf, .doc, .docx')
  })

  it('words the least size in bytes too, where react-dropzone 19 says "1 byte"', () => {
    expect(cvErrorMessage({ code: ErrorCode.FileTooSmall, message: 'File is smaller than 1 byte' })).toBe(
      'File is smaller than 1 bytes',
    )
  })

  it("keeps react-dropzone's own message for every other error", () => {
    expect(cvErrorMessage({ code: ErrorCode.TooManyFiles, message: 'Too many files' })).toBe('Too many files')
  })
})

describe('formatFileSize', () => {
  it.each([
    [840, '840 bytes'],
    [122_880, '120 KB'],
    [2_516_582, '2.4 MB'],
    [10 * 1024 * 1024, '10 MB'],
  ])('%i bytes read "%s"', (bytes, words) => expect(formatFileSize(bytes)).toBe(words))
})

describe('rejectionLines', () => {
  it('gives one "file name: message" line per error', () => {
    const tooLarge = { code: ErrorCode.FileTooLarge, message: 'File is larger than 10485760 bytes' }
    expect(rejectionLines([rejection('photo.png', [TYPE_ERROR, tooLarge]), rejection('b.pdf', [])])).toEqual([
      'photo.png: File type must be one of application/pdf, .pdf',
      'photo.png: File is larger than 10485760 bytes',
    ])
  })
})

describe('dropzoneTone', () => {
  const idle = { isDragActive: false, isDragAccept: false, isDragReject: false, isFileDialogActive: false, invalid: false }

  it('shows the drag verdict over everything else', () => {
    expect(dropzoneTone({ ...idle, isDragActive: true, isDragReject: true, invalid: true })).toBe('reject')
    expect(dropzoneTone({ ...idle, isDragActive: true, isDragAccept: true, invalid: true })).toBe('accept')
    expect(dropzoneTone({ ...idle, isDragActive: true })).toBe('drag')
  })

  it('then the open dialog, then an error, else idle', () => {
    expect(dropzoneTone({ ...idle, isFileDialogActive: true, invalid: true })).toBe('dialog')
    expect(dropzoneTone({ ...idle, invalid: true })).toBe('invalid')
    expect(dropzoneTone(idle)).toBe('idle')
  })

  it('says in words what each tone means', () => {
    expect(dropzonePrompt('reject', false)).toBe('Only one PDF, DOC or DOCX file can be attached')
    expect(dropzonePrompt('accept', false)).toBe('Drop the file to attach it')
    expect(dropzonePrompt('dialog', true)).toBe('Choose your CV in the file dialog')
    expect(dropzonePrompt('idle', false)).toBe('Drag and drop your CV here, or choose a file')
    expect(dropzonePrompt('invalid', true)).toBe('Drag another file here, or choose one, to replace it')
  })
})
