import { cookieString } from '@/lib/cookieString'

import { asksFirst } from './askFirstTimeZones'

/** Cookie-permission status. */
export type ConsentStatus = 'pending' | 'accepted' | 'rejected'
export type ConsentChoice = Exclude<ConsentStatus, 'pending'>

/** The name the choice is kept under, in localStorage and in a cookie. */
export const CONSENT_KEY = 'cookie-permissions'
/** The consent cookie lives 365 days. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

const CHOICES: readonly string[] = ['accepted', 'rejected']
export const isChoice = (value: unknown): value is ConsentChoice => typeof value === 'string' && CHOICES.includes(value)

/**
 * Where a visitor starts: 'pending' (ask first) when the browser's time zone is in
 * Europe or in the EU or EEA elsewhere (askFirstTimeZones.ts), otherwise 'accepted'. An
 * unknown time zone asks: asking is the safe side.
 */
export function initialConsent(timeZone: string | undefined): Exclude<ConsentStatus, 'rejected'> {
  if (!timeZone) return 'pending'
  return asksFirst(timeZone) ? 'pending' : 'accepted'
}

/** The choice in a `document.cookie` string, if it holds a valid one. */
export function choiceInCookies(cookies: string): ConsentChoice | undefined {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === CONSENT_KEY && isChoice(value)) return value
  }
  return undefined
}

/**
 * The consent cookie: 365 days, SameSite=Lax, Secure on https, and shared with the
 * product's other hosts when a cookie domain is configured.
 */
export function consentCookie(choice: ConsentChoice, { domain, secure }: { domain?: string; secure: boolean }): string {
  return cookieString(CONSENT_KEY, choice, { maxAge: CONSENT_MAX_AGE_SECONDS, domain, secure })
}
