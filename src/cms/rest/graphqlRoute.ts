import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { formatNames, type SanitizedConfig } from 'payload'

import { querySizeRefusal } from '../graphql/querySize'
import { errorAnswer } from './answers'
import { AUTH_ACTIONS, throttleAuth, type AuthAction } from './authThrottle'

type Config = SanitizedConfig | Promise<SanitizedConfig>

const MUTATION_PREFIX: Record<AuthAction, string> = {
  login: 'login',
  'forgot-password': 'forgotPassword',
  unlock: 'unlock',
}

/** The GraphQL documents in a JSON body (one, or a batch), or none when it is not one. */
function documents(text: string): string[] {
  try {
    const body: unknown = JSON.parse(text)
    const queries = (Array.isArray(body) ? body : [body]).map((entry) => (entry as { query?: unknown } | null)?.query)
    return queries.filter((query): query is string => typeof query === 'string')
  } catch {
    return []
  }
}

/**
 * How often each sign-in mutation (`loginUser`, `forgotPasswordUser`, `unlockUser`) appears in
 * the request. Aliases let one document call a mutation many times (a hundred password guesses
 * in one request), so each call is an attempt. A field is always called by its name, and
 * GraphQL names have no escapes, so counting the name finds every call.
 */
function authCalls(config: SanitizedConfig, docs: readonly string[]): Map<AuthAction, number> {
  const calls = new Map<AuthAction, number>()
  for (const collection of config.collections.filter((candidate) => candidate.auth)) {
    const singular =
      collection.graphQL && collection.graphQL.singularName
        ? collection.graphQL.singularName
        : formatNames(collection.slug).singular
    for (const action of AUTH_ACTIONS) {
      const name = new RegExp(`\\b${MUTATION_PREFIX[action]}${singular}\\b`, 'g')
      const count = docs.reduce((sum, doc) => sum + (doc.match(name)?.length ?? 0), 0)
      if (count) calls.set(action, (calls.get(action) ?? 0) + count)
    }
  }
  return calls
}

const withoutErrors = async (response: Response) =>
  response.ok && !((await response.clone().json()) as { errors?: unknown[] }).errors?.length

/**
 * graphql-js names the fields a misspelt one might have meant ("Did you mean "Users"?"), which
 * maps the schema for someone introspection is refused to. The suggestion goes; the error stays.
 */
async function withoutSuggestions(response: Response): Promise<Response> {
  let text = await response.text()
  if (text.includes('Did you mean')) {
    const answer = JSON.parse(text) as { errors?: { message?: string }[] }
    for (const error of answer.errors ?? []) error.message = error.message?.replace(/\s*Did you mean .*\?$/s, '')
    text = JSON.stringify(answer)
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(text, { status: response.status, statusText: response.statusText, headers })
}

/**
 * Payload's GraphQL endpoint: 404 while GRAPHQL_ENABLED is off (before the body is read); on,
 * a request too large to price refused unparsed (querySize.ts; the price itself is Payload's
 * validation rule, queryCost.ts), the same per-address throttle on sign-in as the REST routes,
 * no field suggestions, and never kept by a cache (its answers hold what only the caller may read).
 */
export function payloadGraphqlRoute(configPromise: Config) {
  const handler = GRAPHQL_POST(configPromise)
  const POST = async (incoming: Request): Promise<Response> => {
    const config = await configPromise
    if (config.graphQL.disable) return errorAnswer(404, 'Not Found')
    // A clone is read so Payload gets Next's own request, body unread (see bodyType.ts).
    const text = await incoming.clone().text()
    const docs = documents(text)
    const tooLarge = querySizeRefusal(text, docs)
    if (tooLarge) return tooLarge
    let handle = () => handler(incoming)
    for (const [action, attempts] of authCalls(config, docs)) {
      const inner = handle
      handle = () => throttleAuth(action, incoming.headers, inner, { attempts, succeeded: withoutErrors })
    }
    const response = await withoutSuggestions(await handle())
    response.headers.set('Cache-Control', 'no-store')
    return response
  }
  return { POST, OPTIONS: REST_OPTIONS(configPromise) }
}
