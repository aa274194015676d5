import { createHmac } from 'node:crypto'

import { postToService } from '../../../lib/http/postToService'
import { CRM_TIMEOUT_MS, CrmRejected, type CrmAdapter } from './types'

/**
 * A generic webhook: the lead as JSON, signed with HMAC-SHA256 over `timestamp.body` so the
 * receiver can check both origin and freshness, and the lead's idempotency key as a header.
 */
export function webhookAdapter(url: string, secret: string): CrmAdapter {
  return {
    name: 'webhook',
    async deliver(lead) {
      const body = JSON.stringify(lead)
      const timestamp = String(Math.floor(Date.now() / 1000))
      const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
      const answer = await postToService(url, {
        headers: {
          'content-type': 'application/json',
          'idempotency-key': lead.idempotencyKey,
          'x-cipherwell-timestamp': timestamp,
          'x-cipherwell-signature': `sha256=${signature}`,
        },
        body,
        timeoutMs: CRM_TIMEOUT_MS,
      })
      if (!answer.ok) throw new CrmRejected('webhook', answer.status)
    },
  }
}
