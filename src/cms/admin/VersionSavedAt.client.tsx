'use client'

import { Link, useConfig, useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'

/**
 * A version's save time, linking to the version: formatted in the browser, so in the editor's
 * own time zone and the admin's date format, as Payload's own versions list shows it.
 */
export function VersionSavedAt({ href, date }: { href: string; date: string }) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  return (
    <Link href={href} prefetch={false}>
      {formatDate({ date, i18n, pattern: config.admin.dateFormat })}
    </Link>
  )
}
