import type { UseFormRegisterReturn } from 'react-hook-form'

const CONTROL =
  'mt-1 block w-full rounded-lg bg-white px-3 py-2 text-sm text-slate-900 ring-1 ring-inset ring-slate-400 outline-none placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:ring-rose-700'

/** A labelled input (or textarea) whose message, when there is one, is its accessible description. */
export function TextField({
  id,
  label,
  error,
  registration,
  autoComplete,
  type = 'text',
  multiline = false,
  optional = false,
  className = '',
}: {
  id: string
  label: string
  error?: string
  registration: UseFormRegisterReturn
  autoComplete: string
  type?: 'text' | 'email'
  multiline?: boolean
  optional?: boolean
  className?: string
}) {
  const errorId = `${id}-error`
  const control = {
    id,
    autoComplete,
    required: !optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: CONTROL,
    ...registration,
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {multiline ? <textarea rows={3} {...control} /> : <input type={type} {...control} />}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
