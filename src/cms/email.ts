import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { createTransport } from 'nodemailer'
import type { EmailAdapter } from 'payload'

import type { Env } from '../lib/env'

/**
 * Payload's nodemailer adapter over SMTP_URL when it is set; otherwise none, and Payload writes
 * any email to the log instead (it warns about that once at start). The connection is not
 * checked at boot (`skipVerify`: scripts and the build boot Payload too); a failed send throws,
 * and the job that sent it retries.
 */
export function emailAdapter(env: Env): Promise<EmailAdapter> | undefined {
  const { SMTP_URL, EMAIL_FROM_ADDRESS, EMAIL_FROM_NAME } = env
  if (!SMTP_URL || !EMAIL_FROM_ADDRESS) return undefined
  return nodemailerAdapter({
    defaultFromAddress: EMAIL_FROM_ADDRESS,
    defaultFromName: EMAIL_FROM_NAME,
    transport: createTransport(SMTP_URL),
    skipVerify: true,
  })
}
