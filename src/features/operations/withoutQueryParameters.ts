/** Drizzle's message for a failed statement: the statement, then `params: <the values, comma-joined>`. */
const PARAMETERS = /\nparams: [\s\S]*$/

type Detailed = Error & { code?: unknown }
/** How far along the cause chain to look: a cycle or a runaway chain stops here. */
const MAX_DEPTH = 8

/**
 * An error fit for Next's error log and the error report. Drizzle's error for a failed statement
 * carries the statement's values, in its message ("Failed query: insert … params: Ada,Lovelace,
 * ada@example.com,…") and as properties (`params`, printed by Node's inspect): a visitor's name
 * and e-mail would be logged. What is passed on keeps the statement, the database's own message
 * and code (along the cause chain) and the stack, never the values. Other errors pass unchanged.
 */
export function withoutQueryParameters(error: unknown): unknown {
  if (!(error instanceof Error) || !carriesParameters(error)) return error
  return cleaned(error)
}

function carriesParameters(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return false
  return PARAMETERS.test(error.message) || 'params' in error || carriesParameters(error.cause, depth + 1)
}

function cleaned(error: Detailed, depth = 0): Error {
  const message = error.message.replace(PARAMETERS, '')
  const cause = error.cause instanceof Error && depth < MAX_DEPTH ? cleaned(error.cause, depth + 1) : undefined
  const copy: Detailed = new Error(message, cause ? { cause } : undefined)
  copy.name = error.name
  if (typeof error.code === 'string' || typeof error.code === 'number') copy.code = error.code
  const frames = error.stack?.split('\n').filter((line) => line.startsWith('    at ')) ?? []
  copy.stack = [`${copy.name}: ${message}`, ...frames].join('\n')
  return copy
}
