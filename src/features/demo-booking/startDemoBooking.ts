import { pageTopic } from '@/lib/pageTopic'

import { track } from '../analytics/analytics'
import { readStoredUtms } from '../attribution/storedUtms'
import type { DemoRequestBody } from './schema'

/**
 * What a new booking email sets off: POST /api/demo, fire-and-forget (keepalive lets it
 * finish if the visitor leaves; failures are the server's to log, the modal carries on), and
 * the 'started_demo_booking' event with the page's `topic` query parameter.
 */
export function startDemoBooking(email: string): void {
  const utms = readStoredUtms()
  const body: DemoRequestBody = { email, utms }
  fetch('/api/demo', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => {})
  track('started_demo_booking', { topic: pageTopic(), attribution: utms })
}
