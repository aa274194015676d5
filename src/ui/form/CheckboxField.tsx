import type { UseFormRegisterReturn } from 'react-hook-form'

import { ERROR_CLASS } from './Field'

type CheckboxFieldProps = {
  id: string
  label: string
  registration: UseFormRegisterReturn
  /** A box the visitor must tick to send (terms, a consent the campaign asks for). */
  required?: boolean
  error?: string | undefined
  className?: string
}

/** A react-hook-form checkbox with its label beside it and its error tied to it. */
export function CheckboxField({ id, label, registration, required = false, error, className }: CheckboxFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...registration}
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-500 accent-brand-600 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
        />
        <label htmlFor={id} className="text-sm text-slate-900">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={ERROR_CLASS}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
