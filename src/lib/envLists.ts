import { z } from 'zod'

import { parseAddressRange } from './ipAddress'

/** Items of a list variable, separated by commas and/or whitespace. */
const items = (value: string) => value.split(/[\s,]+/).filter(Boolean)

/** TRUSTED_PROXIES: addresses or CIDR ranges, e.g. `127.0.0.1,::1,10.0.0.0/8`. */
export const addressList = z.string().transform((value, ctx) => {
  const list = items(value)
  const bad = list.filter((entry) => !parseAddressRange(entry))
  if (bad.length > 0 || list.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be IP addresses or CIDR ranges separated by commas, such as 127.0.0.1,::1,10.0.0.0/8${bad.length ? ` (not one: ${bad.join(', ')})` : ''}`,
    })
    return z.NEVER
  }
  return list
})

/**
 * `https://host[:port]`, the host a name (optionally `*.` for its subdomains) and nothing after
 * it: a CSP source that names one origin. `http:`, bare `*`, `https:`, paths and keywords such
 * as `'unsafe-inline'` are refused, so the variable can only add hosts, never loosen the policy.
 */
const HTTPS_ORIGIN = /^https:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?\/?$/i

/** CSP_EXTRA_*: https origins separated by spaces or commas, normalized (lower case, no trailing slash). */
export const httpsOriginList = z.string().transform((value, ctx) => {
  const list = items(value)
  const bad = list.filter((entry) => !HTTPS_ORIGIN.test(entry))
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be https origins such as https://tags.example.com or https://*.example.com, separated by spaces or commas (not one: ${bad.join(', ')})`,
    })
    return z.NEVER
  }
  return [...new Set(list.map((entry) => entry.toLowerCase().replace(/\/$/, '')))]
})

/** SECURITY_CONTACT: where vulnerability reports go, as security.txt's Contact field takes it. */
export const securityContact = z
  .string()
  .refine((value) => /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(value) || /^https:\/\/[^\s]+$/i.test(value), {
    message: 'must be a mailto: or https: URI, such as mailto:security@example.com',
  })
