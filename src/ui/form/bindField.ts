import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form'

/**
 * What a TextField needs from react-hook-form for one top-level field: its id (`prefix-suffix`,
 * the prefix from useId), its registration and its error message. Every form binds its
 * fields through this, so ids, registrations and errors never drift apart.
 */
export function fieldBinder<T extends FieldValues>(
  prefix: string,
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
) {
  return (name: Path<T> & keyof T, suffix: string) => ({
    id: `${prefix}-${suffix}`,
    registration: register(name),
    error: (errors[name] as FieldError | undefined)?.message,
  })
}
