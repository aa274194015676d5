import type { Field, TaskConfig } from 'payload'

import { getEnv } from '../../lib/env'
import { LEAD_SLUGS, type LeadSlug } from '../collections/leads'
import { retriesFor } from './retries'

/** Every lead task names its lead by collection and id. */
export type LeadTaskInput = { collection: LeadSlug; id: string }

const leadTaskInputSchema: Field[] = [
  { name: 'collection', type: 'select', options: [...LEAD_SLUGS], required: true },
  { name: 'id', type: 'text', required: true },
]

/** Exponential backoff from `baseDelayMs`, for at least the retry horizon (retries.ts). */
const leadTaskRetries = (baseDelayMs: number) =>
  ({ attempts: retriesFor(baseDelayMs), backoff: { type: 'exponential', delay: baseDelayMs } }) satisfies TaskConfig['retries']

type LeadTaskConfig<Output extends object> = TaskConfig<{ input: LeadTaskInput; output: Output }>

/**
 * A job about one stored lead (its delivery, the emails that say it arrived): the lead named
 * by collection and id, and tried again with the same backoff as a delivery, so none of them
 * gives up before the retry horizon (LEAD_RETRY_BASE_MS sets the pace).
 */
export function leadTask<Output extends object>(
  task: Pick<LeadTaskConfig<Output>, 'slug' | 'label' | 'outputSchema' | 'handler'>,
): LeadTaskConfig<Output> & { retries: ReturnType<typeof leadTaskRetries> } {
  return { ...task, inputSchema: leadTaskInputSchema, retries: leadTaskRetries(getEnv().LEAD_RETRY_BASE_MS) }
}
