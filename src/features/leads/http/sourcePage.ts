import type { LeadSource } from '@/cms/collections/leads/inboxRow'
import { allowedOrigins } from './sameOrigin'

/** Longer addresses are cut: sales need the page, not a tracking string. */
const MAX_LENGTH = 500

/**
 * The site page a form was sent from, for the sales inbox: the path and query of the request's
 * Referer when it is one of our own pages. The site's Referrer-Policy
 * (strict-origin-when-cross-origin) sends the whole address to our own origin, so no form sends
 * its page itself; a Referer from elsewhere, or none, is no page of ours and is left out.
 */
export function sourceOf(request: Request, siteUrl: string): LeadSource {
  const referer = request.headers.get('referer')
  if (!referer) return {}
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return {}
  }
  if (!allowedOrigins(request.headers, siteUrl).includes(url.origin)) return {}
  return { page: `${url.pathname}${url.search}`.slice(0, MAX_LENGTH) }
}
