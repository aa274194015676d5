import type { UseFormRegisterReturn } from 'react-hook-form'

import { CONTROL_CLASS, Field, type FieldProps } from './Field'

type TextFieldProps = FieldProps & {
  registration: UseFormRegisterReturn
  autoComplete?: string
  placeholder?: string
  /** Marks the control for OverlayShell to focus when the overlay opens. */
  'data-autofocus'?: boolean
} & (
    | { type?: 'text' | 'email' | 'url' | 'number'; rows?: never }
    /** A textarea of this many rows instead of an input. */
    | { rows: number; type?: never }
  )

/**
 * A react-hook-form text input (or, given `rows`, a textarea) in a Field: required unless
 * optional, its hint and error its accessible description.
 */
export function TextField({
  registration,
  autoComplete,
  placeholder,
  'data-autofocus': autofocus,
  type = 'text',
  rows,
  ...field
}: TextFieldProps) {
  return (
    <Field {...field}>
      {(control) => {
        const props = {
          ...control,
          ...registration,
          autoComplete,
          placeholder,
          required: !field.optional,
          className: CONTROL_CLASS,
        }
        return rows === undefined ? (
          <input {...props} type={type} data-autofocus={autofocus} />
        ) : (
          <textarea {...props} rows={rows} data-autofocus={autofocus} />
        )
      }}
    </Field>
  )
}
