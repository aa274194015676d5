import { LeadFormFailure } from '../leads/postLeadForm'
import { failureMessage } from '../sales-contact/failureMessage'

/**
 * What a campaign form says when a send fails: the lead forms' messages (rate limit, database
 * down, a page not confirmed as ours, unreachable), and the server's own words for a form
 * taken down while the page was open.
 */
export function campaignFailureMessage(error: unknown): string {
  if (error instanceof LeadFormFailure && error.status === 404)
    return `Your answers were not sent: ${error.serverMessage ?? 'this form is no longer available'}.`.replace('..', '.')
  return failureMessage(error)
}
