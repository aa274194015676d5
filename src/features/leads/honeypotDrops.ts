import type { Payload } from 'payload'

import { HONEYPOT_FIELD } from './honeypot'

/** Submissions dropped because the honeypot was filled, per form, since this process started. */
const drops = new Map<string, number>()

export const honeypotDrops = (form: string) => drops.get(form) ?? 0

/**
 * True when a bot filled the honeypot: the submission is then answered as if stored, and
 * counted and logged (with none of its data) so operators can see the pressure.
 */
export function isHoneypotHit(payload: Payload, form: string, data: Record<string, unknown>): boolean {
  if (!data[HONEYPOT_FIELD]) return false
  const total = honeypotDrops(form) + 1
  drops.set(form, total)
  payload.logger.info({ msg: 'honeypot submission dropped', form, total })
  return true
}
