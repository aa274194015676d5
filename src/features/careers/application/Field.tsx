import type { ReactNode } from 'react'

export const LABEL_CLASS = 'block text-sm font-semibold text-slate-900'
export const HINT_CLASS = 'mt-1 text-sm text-slate-600'
export const ERROR_CLASS = 'mt-2 text-sm font-medium text-rose-700'
// Focus draws an outline and an error a ring, so a focused field with an error shows both.
export const INPUT_CLASS =
  'mt-2 block w-full rounded-lg bg-white px-4 py-3 text-sm text-slate-900 ring-1 ring-inset ring-slate-500 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-rose-600'

/** What a field's control needs to be named, described and marked invalid. */
export type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

/** A labelled form field with an optional hint and its error message, both tied to the control. */
export function Field({
  id,
  label,
  optional = false,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  optional?: boolean
  hint?: string
  error?: string
  children: (control: ControlProps) => ReactNode
}) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={HINT_CLASS}>
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {error ? (
        <p id={errorId} className={ERROR_CLASS}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
