'use client'

import { ConfigProvider, PublishButton as PayloadPublishButton, useConfig } from '@payloadcms/ui'
import { useMemo } from 'react'

import { withEditorTimezone } from './editorTimezone'

/**
 * Payload's Publish button, whose "Schedule publish" drawer starts on the editor's own time
 * zone rather than on "Select a value". The drawer reads the time zone from the admin's config,
 * so the button is given a copy of it (withEditorTimezone) naming the browser's zone. The drawer
 * mounts only when opened, in the browser, so the server's zone is never the one shown.
 */
export function PublishButton(props: { label?: string }) {
  const { config } = useConfig()
  const zoned = useMemo(() => withEditorTimezone(config, Intl.DateTimeFormat().resolvedOptions().timeZone), [config])
  return (
    <ConfigProvider config={zoned}>
      <PayloadPublishButton {...props} />
    </ConfigProvider>
  )
}
