/** Errors Node's sockets raise when the database host cannot be reached or drops the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * PostgreSQL's SQLSTATEs for a server that is not there to take the write: connection
 * exceptions (class 08), shutting down or starting up (57P01–57P03), out of resources
 * (class 53: disk full, out of memory, too many connections).
 */
const POSTGRES_STATE = /^(08[0-9A-Z]{3}|57P0[123]|53[0-9A-Z]{3})$/

/** SQLite (libsql) codes for a file that is locked past the busy timeout, unreadable, unwritable or full. */
const SQLITE_CODE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|READONLY)(_[A-Z_]+)?$/

/**
 * Messages of errors that carry no code: node-postgres's own (a dropped connection, a pool
 * timeout), and Payload's wrappers, which keep only the original message
 * ("Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432"). Anchored at the
 * start so a query error quoting a visitor's text can never match.
 */
const PAYLOAD_PREFIX = /^(?:Error: )?(?:cannot begin transaction: |cannot connect to Postgres: )*/
const MESSAGES: [RegExp, (match: RegExpMatchArray) => string | null][] = [
  [/^(?:connect|read|write) ([A-Z_]+)/, (m) => (NETWORK_CODES.has(m[1]!) ? m[1]! : null)],
  [/^(SQLITE_[A-Z_]+)/, (m) => (SQLITE_CODE.test(m[1]!) ? m[1]! : null)],
  [/^Connection terminated/, () => 'connection terminated'],
  [/^timeout exceeded when trying to connect/, () => 'pool connect timeout'],
  [/^Client (?:has encountered a connection error|was closed) and is not queryable/, () => 'connection closed'],
  [/^Cannot use a pool after calling end on the pool/, () => 'pool ended'],
]

/**
 * Payload keeps only the message of the error that stopped a transaction from starting, and
 * drizzle's message for a failed statement is the statement itself: a BEGIN fails only when
 * the connection under it has.
 */
const FAILED_BEGIN = /^(?:Error: )?cannot begin transaction: Failed query: begin\b/

/** Thrown by our own code when the database could not confirm a write it was sent. */
export class DatabaseUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`database unavailable: ${reason}`)
    this.name = 'DatabaseUnavailableError'
  }
}

function ownReason(error: Error & { code?: unknown }): string | null {
  if (error instanceof DatabaseUnavailableError) return error.reason
  const code = typeof error.code === 'string' ? error.code : null
  if (code && (NETWORK_CODES.has(code) || POSTGRES_STATE.test(code) || SQLITE_CODE.test(code))) return code
  if (FAILED_BEGIN.test(error.message)) return 'failed begin'
  const message = error.message.replace(PAYLOAD_PREFIX, '')
  for (const [pattern, reason] of MESSAGES) {
    const match = message.match(pattern)
    if (match) return reason(match)
  }
  return null
}

/**
 * Why `error` means the database is down (a short code such as `ECONNREFUSED`, `57P01` or
 * `connection terminated`, safe to log), or null when it is any other failure. Looks through
 * `cause` chains (drizzle wraps driver errors) and AggregateErrors (a host name that resolves to
 * several addresses fails with one error per address).
 */
export function databaseUnavailableReason(error: unknown, depth = 0): string | null {
  if (!(error instanceof Error) || depth > 5) return null
  const own = ownReason(error)
  if (own) return own
  const nested = [error.cause, ...(error instanceof AggregateError ? error.errors : [])]
  for (const inner of nested) {
    const reason = databaseUnavailableReason(inner, depth + 1)
    if (reason) return reason
  }
  return null
}
