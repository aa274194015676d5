import { UTM_COOKIE_NAME } from '../attribution/utmCookie'

/**
 * First-party cookies the consent-gated scripts set on our domains, by name prefix:
 * Google (tag manager, Analytics, Ads), HubSpot, LinkedIn, Intercom, Segment, and our own
 * attribution cookie. The consent cookie itself stays: it remembers the withdrawal.
 */
export const TRACKING_COOKIE_PREFIXES = [
  '_ga',
  '_gid',
  '_gat',
  '_gcl_',
  '__hstc',
  '__hssc',
  '__hssrc',
  'hubspotutk',
  'messagesUtk',
  'li_',
  'lidc',
  'intercom-',
  'ajs_',
  UTM_COOKIE_NAME,
] as const

/** This host and each parent domain: scripts set cookies on the broadest one they may. */
function domainsOf(hostname: string): (string | undefined)[] {
  const labels = hostname.split('.')
  const parents = labels.slice(1).map((_, index) => labels.slice(index + 1).join('.')).filter((domain) => domain.includes('.'))
  return [undefined, hostname, ...parents]
}

/** The names of this page's cookies that the gated scripts own. */
export function trackingCookieNames(cookies: string): string[] {
  return cookies
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => TRACKING_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix)))
}

/** Withdrawal: expires every tracking cookie on every domain it may have been set on. */
export function clearTrackingCookies(): void {
  for (const name of trackingCookieNames(document.cookie)) {
    for (const domain of domainsOf(window.location.hostname)) {
      document.cookie = `${name}=; Path=/; Max-Age=0${domain ? `; Domain=${domain}` : ''}`
    }
  }
  // Segment keeps its ids in localStorage too.
  try {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith('ajs_')) window.localStorage.removeItem(key)
  } catch {
    // Storage blocked: nothing was kept there.
  }
}
