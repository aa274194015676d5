import { useId, type InputHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

const CONTROL =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, keyof UseFormRegisterReturn | 'id' | 'className'>

/**
 * A labelled field whose message, when there is one, is its accessible description: a
 * screen reader hears it with the field, and react-hook-form moves focus to the first
 * invalid field on submit.
 */
export function TextField({
  label,
  error,
  registration,
  multiline = false,
  ...inputProps
}: {
  label: string
  error: string | undefined
  registration: UseFormRegisterReturn
  multiline?: boolean
} & InputProps) {
  const id = useId()
  const messageId = `${id}-message`
  const control = {
    id,
    ...registration,
    required: true,
    'aria-invalid': error !== undefined,
    'aria-describedby': error === undefined ? undefined : messageId,
    className: CONTROL,
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {multiline ? <textarea rows={5} {...control} /> : <input {...inputProps} {...control} />}
      {error === undefined ? null : (
        <p id={messageId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
