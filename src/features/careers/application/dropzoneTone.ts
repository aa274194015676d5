/** The drop zone's look: one tone at a time, so a drag never mixes two states' colours. */
export type DropzoneTone = 'reject' | 'accept' | 'drag' | 'dialog' | 'invalid' | 'idle'

type DropzoneFlags = {
  isDragActive: boolean
  isDragAccept: boolean
  isDragReject: boolean
  isFileDialogActive: boolean
  invalid: boolean
}

/** What the visitor is doing now outranks an earlier error message. */
export function dropzoneTone(flags: DropzoneFlags): DropzoneTone {
  if (flags.isDragReject) return 'reject'
  if (flags.isDragAccept) return 'accept'
  if (flags.isDragActive) return 'drag'
  if (flags.isFileDialogActive) return 'dialog'
  return flags.invalid ? 'invalid' : 'idle'
}

// Borders of at least 3:1 against the zone's background (WCAG 1.4.11).
export const TONE_CLASSES: Record<DropzoneTone, string> = {
  idle: 'border-dashed border-slate-500 bg-white hover:border-brand-600',
  invalid: 'border-dashed border-rose-600 bg-white',
  dialog: 'border-dashed border-brand-600 bg-slate-100',
  drag: 'border-dashed border-brand-600 bg-violet-50',
  accept: 'border-solid border-emerald-700 bg-emerald-50',
  reject: 'border-solid border-rose-700 bg-rose-50',
}

/** The zone's instruction also changes with the tone, so the state never rests on colour alone. */
export function dropzonePrompt(tone: DropzoneTone, hasFile: boolean): string {
  switch (tone) {
    case 'reject':
      return 'Only one PDF, DOC or DOCX file can be attached'
    case 'accept':
    case 'drag':
      return 'Drop the file to attach it'
    case 'dialog':
      return 'Choose your CV in the file dialog'
    default:
      return hasFile
        ? 'Drag another file here, or choose one, to replace it'
        : 'Drag and drop your CV here, or choose a file'
  }
}
