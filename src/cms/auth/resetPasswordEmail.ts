import { formatAdminURL } from 'payload/shared'
import type { PayloadRequest } from 'payload'

import { getEnv } from '@/lib/env'
import { escapeHtml } from '@/lib/escape'

/**
 * The reset link in the forgot-password email. Payload builds it from `serverURL` or, without
 * one, from the request's Host header when that is allowlisted, else a bare path; a mail
 * client cannot open a path, and a Host header is the client's to choose. The link goes to
 * the admin's own origin as configured: ADMIN_URL, else SITE_URL.
 */
export function resetPasswordLink(req: PayloadRequest, token: string): string {
  const env = getEnv()
  const { config } = req.payload
  return formatAdminURL({
    adminRoute: config.routes.admin,
    path: `${config.admin.routes.reset}/${token}`,
    serverURL: new URL(env.ADMIN_URL ?? env.siteUrl).origin,
  })
}

export function resetPasswordEmailHtml(req: PayloadRequest, token: string): string {
  const link = escapeHtml(resetPasswordLink(req, token))
  return `<p>${escapeHtml(req.t('authentication:youAreReceivingResetPassword'))}</p>
<p><a href="${link}">${link}</a></p>
<p>${escapeHtml(req.t('authentication:youDidNotRequestPassword'))}</p>`
}
