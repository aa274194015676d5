import { z } from 'zod'

/**
 * The hidden field every lead form carries. People never see it; form-filling bots do.
 * Named like a real field so bots fill it; the forms hide it from people and from
 * assistive technology.
 */
export const HONEYPOT_FIELD = 'website'

export const honeypotSchema = { [HONEYPOT_FIELD]: z.string().max(2000).optional() }
