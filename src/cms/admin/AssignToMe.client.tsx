'use client'

import { Button, useAuth, useDocumentInfo, useField, useForm } from '@payloadcms/ui'
import { useState } from 'react'

import { relationId } from '@/lib/relationId'

/**
 * "Assign to me", under the lead's Owner: makes the signed-in person its owner and saves at once
 * (with whatever else was changed), so taking a lead is one click. Hidden once it is theirs.
 */
export function AssignToMe() {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const { value: owner, setValue } = useField<unknown>({ path: 'owner' })
  const { submit } = useForm()
  const [saving, setSaving] = useState(false)
  if (!user || id === undefined || String(relationId(owner)) === String(user.id)) return null

  const assign = async () => {
    setSaving(true)
    try {
      setValue(user.id)
      await submit({ overrides: { owner: user.id } })
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="field-type assign-to-me">
      <Button buttonStyle="secondary" size="small" disabled={saving} onClick={() => void assign()}>
        Assign to me
      </Button>
    </div>
  )
}
