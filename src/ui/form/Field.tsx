import type { ReactNode } from 'react'

export const LABEL_CLASS = 'block text-sm font-semibold text-slate-900'
export const HINT_CLASS = 'mt-1 text-sm text-slate-600'
export const ERROR_CLASS = 'mt-2 text-sm font-medium text-rose-700'
/**
 * Every text control's look: at least 44 px tall for touch, 16 px text on phones (iOS Safari
 * zooms the page into any smaller input on focus). Focus draws an outline and an error a
 * ring, so a focused field with an error shows both.
 */
export const CONTROL_CLASS =
  'mt-2 block w-full rounded-control bg-white px-4 py-3 text-base text-slate-900 sm:text-sm ring-1 ring-inset ring-slate-500 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-rose-600'

/** What a field's control needs to be named, described and marked invalid. */
export type ControlProps = { id: string; 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined }

export type FieldProps = {
  /** The control's id; the hint and the error take ids derived from it. */
  id: string
  label: string
  /** Adds "(optional)" to the label. */
  optional?: boolean
  hint?: string
  error?: string | undefined
  /** Makes the error an alert, so a screen reader reads it out as it appears (while the visitor types). */
  announce?: boolean
  /** A valid control says aria-invalid="false" instead of leaving the attribute out. */
  markValid?: boolean
  className?: string
}

/** A labelled form field with an optional hint and its error message, both tied to the control. */
export function Field({
  id,
  label,
  optional = false,
  hint,
  error,
  announce = false,
  markValid = false,
  className,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  const invalid = error ? true : markValid ? false : undefined
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={HINT_CLASS}>
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy || undefined })}
      {error ? (
        <p id={errorId} role={announce ? 'alert' : undefined} className={ERROR_CLASS}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
