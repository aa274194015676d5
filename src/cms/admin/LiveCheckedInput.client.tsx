'use client'

import { FieldError, TextInput, useField } from '@payloadcms/ui'
import type { StaticDescription, TextFieldClientProps } from 'payload'
import { useEffect, useState, type ChangeEvent } from 'react'

/** A check of a field's value, maybe asking the server; the message to show, or null when the value is fine. */
export type LiveCheck = (value: string) => Promise<string | null> | string | null

/** How long after the last keystroke the value is checked. */
const SETTLE_MS = 300

/**
 * The message `check` gives for the value the editor has stopped typing, and only for that
 * value: a message about an older value is never shown. `check` is memoised by the caller, so a
 * change of what it checks against (another block's anchor) checks the value again.
 */
function useLiveCheck(value: string, check: LiveCheck): string | undefined {
  const [result, setResult] = useState<{ value: string; message: string | null }>()
  useEffect(() => {
    let current = true
    const timer = setTimeout(() => {
      void Promise.resolve(check(value)).then((message) => {
        if (current) setResult({ value, message })
      })
    }, SETTLE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [value, check])
  return result?.value === value ? (result.message ?? undefined) : undefined
}

type Props = TextFieldClientProps & { check: LiveCheck; placeholder?: string; description?: StaticDescription }

/**
 * Payload's text input whose value is checked while the editor types, and the problem shown at
 * once. Payload's own field marks a problem only after a submit, checks against the database
 * only then, and saves drafts unchecked: a link to an anchor that does not exist was found
 * only at Publish. The field's `validate` still decides on save, with the same words.
 */
export function LiveCheckedInput({ field, path: pathFromProps, readOnly, check, placeholder, description }: Props) {
  const { value, setValue, showError, disabled, path } = useField<string>({ potentiallyStalePath: pathFromProps })
  const text = typeof value === 'string' ? value : ''
  const problem = useLiveCheck(text, check)
  return (
    <TextInput
      path={path}
      label={field.label}
      required={field.required}
      description={description ?? field.admin?.description}
      placeholder={placeholder}
      value={text}
      readOnly={Boolean(readOnly || disabled)}
      showError={showError || problem !== undefined}
      Error={problem === undefined ? undefined : <FieldError path={path} message={problem} showError />}
      onChange={(event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value)}
    />
  )
}
