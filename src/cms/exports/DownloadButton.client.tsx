'use client'

import { Button, toast, useConfig, useForm } from '@payloadcms/ui'
import { useState } from 'react'

/** The file name in a Content-Disposition header (the server's are plain ASCII, quoted). */
const fileNameOf = (disposition: string | null): string | undefined => /filename="([^"]+)"/.exec(disposition ?? '')?.[1]

/**
 * The export form's "Download": sends the form to POST /api/exports/download and saves the CSV
 * under the name the server chose (leads.csv, leads-first-10.csv). In place of the plugin's
 * button, which named the file itself from the form's fields, so a limited export's file could
 * not say it was one, and which stayed disabled until a field was changed. A refusal is shown as
 * the server worded it.
 */
export function DownloadButton() {
  const { getData } = useForm()
  const {
    config: { routes },
  } = useConfig()
  const [busy, setBusy] = useState(false)

  const download = async () => {
    setBusy(true)
    try {
      const response = await fetch(`${routes.api}/exports/download`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: getData() }),
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }
        toast.error(body.errors?.[0]?.message ?? `The export was refused (${response.status}). Reload the page and try again.`)
        return
      }
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = fileNameOf(response.headers.get('content-disposition')) ?? 'leads.csv'
      document.body.appendChild(link)
      link.click()
      link.remove()
      URL.revokeObjectURL(url)
    } catch {
      toast.error('The export could not be downloaded: check your connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button size="medium" type="button" disabled={busy} onClick={() => void download()}>
      {busy ? 'Preparing…' : 'Download'}
    </Button>
  )
}
