'use client'

import { Button, toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { RETRYABLE, type DeliveryState } from '../collections/leads/inboxRow'

/**
 * "Retry delivery", shown only while a lead's delivery has failed: asks the server to send it
 * to the CRM again now (POST /api/leads/:id/retry-delivery), then reloads the row.
 */
export function RetryDelivery() {
  const { id } = useDocumentInfo()
  const delivery = useFormFields(([fields]) => fields.delivery?.value as DeliveryState | undefined)
  const [sending, setSending] = useState(false)
  if (id === undefined || !delivery || !RETRYABLE.includes(delivery)) return null

  const retry = async () => {
    setSending(true)
    try {
      const response = await fetch(`/api/leads/${id}/retry-delivery`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: { message: string }[] }
      if (response.ok) toast.success(body.message ?? 'Delivery queued again.')
      else toast.error(body.errors?.[0]?.message ?? `The retry was refused (${response.status}).`)
      // The row's delivery fields come from the server: show them as they are now.
      window.location.reload()
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="field-type retry-delivery">
      <p className="field-description">The CRM did not accept this lead. Send it again now:</p>
      <Button buttonStyle="secondary" size="small" disabled={sending} onClick={() => void retry()}>
        Retry delivery
      </Button>
    </div>
  )
}
