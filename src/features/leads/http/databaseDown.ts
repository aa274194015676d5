import { databaseUnavailableReason } from '@/lib/databaseUnavailable'
import { requestLogger } from '@/features/operations/requestLogger'
import { withoutQueryParameters } from '@/features/operations/withoutQueryParameters'
import { jsonError } from './responses'

export const SAVE_UNAVAILABLE = 'We could not save your request right now. Please try again in a few minutes.'
export const SAVE_RETRY_AFTER_SECONDS = 120

type Route = (request: Request) => Promise<Response>

/**
 * A lead endpoint that answers 503 with Retry-After when the database is down (refused, dropped
 * or timed-out connections, a server shutting down, a locked or full SQLite file), so the
 * visitor knows to send again: a lead is acknowledged only once stored. Any other error goes on
 * to Next (a 500, and the error report) without the statement's values, which are the visitor's.
 */
export function unavailableWhenDatabaseDown(form: string, route: Route): Route {
  return async (request) => {
    try {
      return await route(request)
    } catch (error) {
      const code = databaseUnavailableReason(error)
      if (!code) throw withoutQueryParameters(error)
      requestLogger(request).error({ msg: 'lead not stored: database unavailable', form, code })
      return jsonError(503, SAVE_UNAVAILABLE, { 'retry-after': String(SAVE_RETRY_AFTER_SECONDS) })
    }
  }
}
