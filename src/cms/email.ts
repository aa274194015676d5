import { createTransport } from 'nodemailer'
import type { EmailAdapter } from 'payload'

import type { Env } from '../lib/env'

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise none, and Payload writes any email
 * to the log instead (it warns about that once at start). Payload's own nodemailer adapter
 * is published only for 3.90.1 and Payload refuses to run beside a plugin of another version,
 * so this is the same few lines against Payload's EmailAdapter interface. The connection is
 * not checked at boot (scripts and the build boot Payload too); a failed send throws, and the
 * job that sent it retries.
 */
export function emailAdapter(env: Env): EmailAdapter | undefined {
  const { SMTP_URL, EMAIL_FROM_ADDRESS, EMAIL_FROM_NAME } = env
  if (!SMTP_URL || !EMAIL_FROM_ADDRESS) return undefined
  return () => {
    const transport = createTransport(SMTP_URL)
    return {
      name: 'smtp',
      defaultFromAddress: EMAIL_FROM_ADDRESS,
      defaultFromName: EMAIL_FROM_NAME,
      sendEmail: (message) =>
        transport.sendMail({ from: { name: EMAIL_FROM_NAME, address: EMAIL_FROM_ADDRESS }, ...message }),
    }
  }
}
