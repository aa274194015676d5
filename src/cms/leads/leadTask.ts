import type { Field, TaskConfig } from 'payload'

import { LEAD_SLUGS, type LeadSlug } from '../collections/leads'
import { retriesFor } from './retries'

/** Every lead task names its lead by collection and id. */
export type LeadTaskInput = { collection: LeadSlug; id: string }

export const leadTaskInputSchema: Field[] = [
  { name: 'collection', type: 'select', options: [...LEAD_SLUGS], required: true },
  { name: 'id', type: 'text', required: true },
]

/** Exponential backoff from `baseDelayMs`, for at least the retry horizon (retries.ts). */
export const leadTaskRetries = (baseDelayMs: number): TaskConfig['retries'] => ({
  attempts: retriesFor(baseDelayMs),
  backoff: { type: 'exponential', delay: baseDelayMs },
})
