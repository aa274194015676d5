import type { IconName } from '@/lib/icons'

/** Dialog content: what the register-interest dialog shows and sends as its topic. */
export type RegisterInterestDetail = { icon?: IconName | null; title: string; text: string; topic: string }

export const REGISTER_INTEREST_EVENT = 'cipherwell:register-interest'

/** Anything on the page can ask for the dialog; the dialog (a later issue) listens. */
export function openRegisterInterest(detail: RegisterInterestDetail): void {
  window.dispatchEvent(new CustomEvent<RegisterInterestDetail>(REGISTER_INTEREST_EVENT, { detail }))
}
