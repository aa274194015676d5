import { postLeadForm, type LeadFormAnswer, type LeadFormErrors } from '../leads/postLeadForm'
import { SalesFormFailure } from './failureMessage'
import type { SalesFormBody } from './schema'

/** Messages keyed by the body field they concern. */
export type SalesFormErrors = LeadFormErrors

/** Sent, or refused with messages for the form to show. */
export type SalesFormAnswer = LeadFormAnswer

/**
 * POST /api/salesForm. A refusal that names fields is an answer for the form; every
 * other failure is thrown: a network failure as fetch throws it, any other answer (rate
 * limit, database down, a proxy's error page) as a SalesFormFailure with its status,
 * Retry-After and the server's own message when it sent one.
 */
export const sendSalesForm = (body: SalesFormBody): Promise<SalesFormAnswer> =>
  postLeadForm('/api/salesForm', body, (status, retryAfter, message) => new SalesFormFailure(status, retryAfter, message))
