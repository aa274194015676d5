import type { ConsentChoice } from './consentState'

/** Where the visitor's random id is kept, beside the choice itself (`cookie-permissions`). */
export const VISITOR_ID_KEY = 'cookie-permissions-visitor'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** The id this browser's choices are recorded under; a fresh one each time if storage is blocked. */
function visitorId(): string {
  try {
    const stored = window.localStorage.getItem(VISITOR_ID_KEY)
    // A value edited by hand would be refused by the server on every choice: replace it.
    if (stored && UUID_V4.test(stored)) return stored
    const id = crypto.randomUUID()
    window.localStorage.setItem(VISITOR_ID_KEY, id)
    return id
  } catch {
    // Storage blocked (private mode, policy): the record is still proof of this one choice.
    return crypto.randomUUID()
  }
}

/**
 * Records a consent choice on our server as proof (POST /api/consent). Fire-and-forget:
 * keepalive lets it finish if the page is left at once, and a failure never reaches the
 * visitor, whose choice already stands in the browser.
 */
export function sendConsentRecord(choice: ConsentChoice): void {
  try {
    fetch('/api/consent', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ visitorId: visitorId(), choice }),
    }).catch(() => {})
  } catch {
    // fetch itself threw (no fetch, a bad init): nothing to do, the choice stands regardless.
  }
}
