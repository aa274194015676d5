/**
 * Headers every response carries (next.config.ts `headers()`), the public pages' hash-based
 * Content-Security-Policy aside: that one depends on each page's body and is added by the
 * server (src/server/htmlSecurityPolicy.ts).
 */
export const SECURITY_HEADERS = [
  // Two years, subdomains included; browsers ignore it over plain http, so local starts are unaffected.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // For browsers without CSP frame-ancestors; the policy says the same.
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  // Our pages open no cross-origin windows they need to talk to (Calendly and hCaptcha are frames).
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Our files may be embedded by our own subdomains (docs, status), not by other sites.
  { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
  {
    key: 'Permissions-Policy',
    value:
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), ' +
      'microphone=(), midi=(), payment=(), publickey-credentials-get=(), serial=(), usb=(), xr-spatial-tracking=(), browsing-topics=()',
  },
] as const
