'use client'

import { FieldDescription, FieldError, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'

import { sizeRefusal, uploadHelp } from '@/cms/uploads/uploadLimit'

type Props = UIFieldClientProps & { mimeTypes?: string[] }

/**
 * Right under an upload collection's file area (a `ui` field, uploadRulesField.ts): the types and
 * the size it takes, before anyone tries; and a file over the limit refused as it is chosen
 * (picked, dropped, pasted from an address or added to a bulk upload), before a byte is sent.
 *
 * Payload's upload field checks only that there is a file, and takes no size limit or component
 * of its own that would: its whole section can be replaced (`admin.components.edit.Upload`), but
 * the bulk-upload drawer passes the default one props a replacement never gets. A field renders
 * in the same form everywhere, so this one watches the form's `file` and takes an oversized file
 * back out, which leaves nothing to send. The refusal stays until another file is chosen.
 */
export function UploadRules({ path, mimeTypes }: Props) {
  const file = useFormFields(([fields]) => fields.file?.value)
  const dispatchFields = useFormFields(([, dispatch]) => dispatch)
  // The last file chosen and what was said about it; kept when the file is taken back out.
  const [judged, setJudged] = useState<{ file: File; refusal: string | null } | null>(null)
  if (file instanceof File && file !== judged?.file) setJudged({ file, refusal: sizeRefusal(file.size) })
  const refusal = judged?.refusal ?? null

  useEffect(() => {
    if (file instanceof File && sizeRefusal(file.size)) dispatchFields({ type: 'UPDATE', path: 'file', value: null })
  }, [file, dispatchFields])

  return (
    <div className="field-type upload-rules" style={{ position: 'relative' }} aria-live="polite">
      {refusal && <FieldError path={path} message={refusal} showError />}
      <FieldDescription path={path} description={uploadHelp(mimeTypes)} />
    </div>
  )
}
