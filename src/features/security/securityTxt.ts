import type { Env } from '@/lib/env'

const DAY_MS = 24 * 60 * 60 * 1000
/** RFC 9116 asks for less than a year; half a year, renewed on every request, never lapses. */
const LIFETIME_DAYS = 180

export const SECURITY_TXT_PATH = '/.well-known/security.txt'
export const SECURITY_POLICY_PATH = '/.well-known/security-policy.txt'

/** Where reports go: SECURITY_CONTACT, else security@ the site's own host. */
export const securityContact = (env: Env) => env.SECURITY_CONTACT ?? `mailto:security@${new URL(env.siteUrl).hostname}`

/** `now` plus LIFETIME_DAYS, at the start of that day (UTC): the same value all day long. */
export function securityTxtExpiry(now: Date): Date {
  const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS
  return new Date(day + LIFETIME_DAYS * DAY_MS)
}

/** RFC 9116's machine-readable file: who to tell about a vulnerability, and how. */
export function securityTxt(env: Env, now = new Date()): string {
  return [
    `Contact: ${securityContact(env)}`,
    `Expires: ${securityTxtExpiry(now).toISOString()}`,
    `Policy: ${env.SECURITY_POLICY_URL ?? `${env.siteUrl}${SECURITY_POLICY_PATH}`}`,
    'Preferred-Languages: en',
    `Canonical: ${env.siteUrl}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n')
}

/** The disclosure policy security.txt points to when SECURITY_POLICY_URL names no other. */
export function securityPolicyText(env: Env): string {
  const contact = securityContact(env)
  return `Vulnerability disclosure policy — ${env.siteUrl}

We welcome reports of security vulnerabilities in this website and in the services it runs.

How to report
- Write to ${contact}. Describe the issue, the steps to reproduce it and the impact you expect.
- Please keep the details to yourself until we have fixed the issue or agreed a date with you.

Please do not
- access, change or delete data that is not yours, beyond the minimum needed to show the issue;
- degrade the service (no denial of service, load or volume testing);
- use social engineering, phishing or physical attacks, or test third-party services we use.

Our part
- We confirm receipt, keep you informed while we investigate, and credit you if you wish.
- We will not take legal action against research that stays within this policy and is in good faith.

Machine-readable contact details: ${env.siteUrl}${SECURITY_TXT_PATH}
`
}
