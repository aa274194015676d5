'use client'

import { FieldDescription, FieldError, FieldLabel, useAuth, useDocumentInfo, useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

import { useStandingRefusal } from './useStandingRefusal'

/**
 * The current password, asked on one's own account before an email or password change
 * (src/cms/auth/currentPassword.ts). Payload's PasswordField would check it against the rules
 * for a new password and require it on every save; this is a plain password input in Payload's
 * field markup, with the server's message shown at the field. Shown on one's own account only:
 * decided here, since a field condition sees the form's data, which has no id.
 */
export function CurrentPasswordField({ field, path: pathFromProps }: TextFieldClientProps) {
  const { value, setValue, showError, errorMessage, valid, path } = useField<string>({ potentiallyStalePath: pathFromProps })
  // "Enter your current password…" stays at the field until the editor types here or a save goes through.
  const refusal = useStandingRefusal({ valid, errorMessage, value })
  const { id: documentId } = useDocumentInfo()
  const { user } = useAuth()
  if (!user || documentId === undefined || String(user.id) !== String(documentId)) return null
  const id = `field-${path.replace(/\./g, '__')}`
  const marked = showError || refusal !== undefined
  return (
    <div className={['field-type', 'password', marked ? 'error' : ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={field.label} path={path} />
      <div className="field-type__wrap">
        <FieldError message={refusal ?? errorMessage} path={path} showError={marked} />
        <input
          id={id}
          name={path}
          type="password"
          autoComplete="current-password"
          value={value ?? ''}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={marked || undefined}
        />
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
