import { choiceInCookies, CONSENT_KEY, isChoice, type ConsentChoice } from './consentState'

/** The visitor's stored consent choice: localStorage first, then the cookie (which other hosts share). */
export function storedChoice(): ConsentChoice | undefined {
  try {
    const stored = window.localStorage.getItem(CONSENT_KEY)
    if (isChoice(stored)) return stored
  } catch {
    // Storage blocked (private mode, policy): the cookie still remembers the choice.
  }
  return choiceInCookies(document.cookie)
}
