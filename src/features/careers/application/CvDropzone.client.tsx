'use client'

import { useId, useImperativeHandle, useState, type Ref } from 'react'
import { useDropzone } from 'react-dropzone'

import { ERROR_CLASS, HINT_CLASS, LABEL_CLASS } from '@/ui/form/Field'

import { dropzonePrompt, dropzoneTone, TONE_CLASSES } from './dropzoneTone'
import { cvErrorMessage, formatFileSize, rejectionLines } from './fileErrors'
import { withoutIgnoredFiles } from './ignoredFiles'
import { CV_MAX_BYTES, CV_MIN_BYTES, CV_TYPES } from './schema'

type Props = {
  file: File | undefined
  error: string | undefined
  onFile: (file: File | undefined) => void
  /** Lets the form move focus to the zone when the CV has an error. */
  ref?: Ref<{ focus: () => void }>
}

/**
 * The CV drop zone. The zone itself is the control: a focusable button that opens the file
 * dialog on click, Enter or Space (react-dropzone's root); the real file input sits beside
 * it, visually hidden. Its states are data attributes, and each has a look and a prompt.
 */
export function CvDropzone({ file, error, onFile, ref }: Props) {
  const id = useId()
  const [rejections, setRejections] = useState<string[]>([])
  const { getRootProps, getInputProps, rootRef, isFocused, isFileDialogActive, isDragActive, isDragAccept, isDragReject } =
    useDropzone({
      accept: CV_TYPES,
      maxSize: CV_MAX_BYTES,
      minSize: CV_MIN_BYTES,
      maxFiles: 1,
      multiple: false,
      getErrorMessage: cvErrorMessage,
      onDrop: (accepted, rejected) => {
        const chosen = withoutIgnoredFiles(accepted, rejected)
        if (!chosen) return
        // The latest choice replaces the CV, so a rejected file never leaves an older one attached unseen.
        setRejections(rejectionLines(chosen.rejections))
        onFile(chosen.accepted[0])
      },
    })
  useImperativeHandle(ref, () => ({ focus: () => rootRef.current?.focus() }), [rootRef])

  const ids = {
    label: `${id}-label`,
    prompt: `${id}-prompt`,
    hint: `${id}-hint`,
    file: `${id}-file`,
    error: `${id}-error`,
    rejections: `${id}-rejections`,
  }
  // A rejected file's own message says what is wrong now; the form's earlier "Please attach
  // your CV" would only repeat it, stale.
  const fieldError = rejections.length > 0 ? undefined : error
  const invalid = Boolean(fieldError) || rejections.length > 0
  const tone = dropzoneTone({ isDragActive, isDragAccept, isDragReject, isFileDialogActive, invalid })
  const describedBy = [ids.hint, file ? ids.file : null, fieldError ? ids.error : null, rejections.length ? ids.rejections : null]
  const remove = () => {
    setRejections([])
    onFile(undefined)
    rootRef.current?.focus()
  }

  return (
    <div>
      <span id={ids.label} className={LABEL_CLASS}>
        CV
      </span>
      <p id={ids.hint} className={HINT_CLASS}>
        PDF or Word document, up to {formatFileSize(CV_MAX_BYTES)}.
      </p>
      <div
        {...getRootProps({
          role: 'button',
          'aria-labelledby': `${ids.label} ${ids.prompt}`,
          'aria-describedby': describedBy.filter(Boolean).join(' '),
          'aria-invalid': invalid || undefined,
          'data-focused': String(isFocused),
          'data-dialog-active': String(isFileDialogActive),
          'data-drag-active': String(isDragActive),
          'data-drag-accept': String(isDragAccept),
          'data-drag-reject': String(isDragReject),
          // react-dropzone clears isFocused when a drop or the dialog resets its state, so
          // :focus-visible keeps the outline while the zone still has focus.
          className: `mt-2 cursor-pointer rounded-xl border-2 px-6 py-8 text-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[focused=true]:outline-2 data-[focused=true]:outline-offset-2 data-[focused=true]:outline-brand-600 ${TONE_CLASSES[tone]}`,
        })}
      >
        <p id={ids.prompt} className="text-sm font-medium text-slate-900">
          {dropzonePrompt(tone, Boolean(file))}
        </p>
        <p id={ids.file} aria-live="polite" className="mt-2 text-sm text-slate-700">
          {file ? `Attached: ${file.name} (${formatFileSize(file.size)})` : null}
        </p>
      </div>
      <input {...getInputProps({ 'aria-labelledby': ids.label })} />
      {/* Outside the zone, which is a button itself: controls must not nest. */}
      {file ? (
        <button
          type="button"
          onClick={remove}
          className="mt-2 rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Remove {file.name}
        </button>
      ) : null}
      {fieldError ? (
        <p id={ids.error} className={ERROR_CLASS}>
          {fieldError}
        </p>
      ) : null}
      {/* Always rendered: an alert region that exists before its content arrives is announced reliably. */}
      <div id={ids.rejections} role="alert" className={rejections.length ? ERROR_CLASS : undefined}>
        {rejections.length ? (
          <ul className="space-y-1">
            {rejections.map((line, index) => (
              <li key={`${index}:${line}`}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}
