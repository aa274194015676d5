import type { CardInput } from './cardForm'

/**
 * One of Cipherwell's secure fields, styled only through the theme's variables, as a merchant's
 * CSS would reach it. `onInput` hands over the input itself, so the island can put the caret
 * back after reformatting; without it (the still preview) the value is only a default.
 */
export function SecureField({
  id,
  name,
  label,
  value,
  error,
  placeholder,
  note,
  start = false,
  onInput,
}: {
  id: string
  name: keyof CardInput
  label: string
  value: string
  error?: string
  placeholder: string
  /** A word beside the label (the brand), read as part of the field's description. */
  note?: string
  /** The control focus moves to when the playground goes live by the visitor's press. */
  start?: boolean
  onInput?: (name: keyof CardInput, input: HTMLInputElement) => void
}) {
  const errorId = `${id}-error`
  const noteId = `${id}-note`
  const describedBy = [note ? noteId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="min-w-0">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-(--cf-muted)">
          {label}
        </label>
        {note ? (
          <span id={noteId} className="text-xs font-semibold text-(--cf-muted)">
            {note}
          </span>
        ) : null}
      </div>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        data-playground-start={start ? '' : undefined}
        {...(onInput
          ? { value, onChange: (event: { currentTarget: HTMLInputElement }) => onInput(name, event.currentTarget) }
          : { defaultValue: value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1.5 block w-full rounded-(--cf-radius) border border-(--cf-edge) bg-(--cf-field) px-3.5 py-3 font-(family-name:--cf-font) text-base text-(--cf-text) placeholder:text-(--cf-muted) focus:outline-2 focus:outline-offset-1 focus:outline-(--cf-focus) aria-invalid:border-(--cf-error) aria-invalid:shadow-[0_0_0_1px_var(--cf-error)]"
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-(--cf-error)">
          {error}
        </p>
      ) : null}
    </div>
  )
}
