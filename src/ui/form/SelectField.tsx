import type { UseFormRegisterReturn } from 'react-hook-form'

import { CONTROL_CLASS, Field, type FieldProps } from './Field'

type SelectFieldProps = FieldProps & {
  registration: UseFormRegisterReturn
  options: readonly { label: string; value: string }[]
  /** The first, empty choice's words; a required select starts on it so nothing is chosen by accident. */
  placeholder?: string
}

/** A react-hook-form native select in a Field: required unless optional. */
export function SelectField({ registration, options, placeholder = 'Choose…', ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} {...registration} required={!field.optional} className={CONTROL_CLASS}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
