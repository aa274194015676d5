import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { formatNames, type Payload, type SanitizedConfig } from 'payload'

/**
 * Payload's REST and GraphQL route handlers, called in process exactly as Next calls
 * `src/app/(payload)/api/[...slug]/route.ts` and `api/graphql/route.ts`: a Fetch Request in,
 * a Response out. Neither needs Next's request context (they read only the Request), so a
 * test sees the same access checks, status codes and error bodies a browser would.
 */

const ORIGIN = 'http://localhost:3000'
const REST = { GET: REST_GET, POST: REST_POST, PATCH: REST_PATCH, DELETE: REST_DELETE } as const
export type Method = keyof typeof REST

export type ApiAnswer = { status: number; body: Record<string, unknown> }

/** A user's session as the admin panel and API clients hold it: a JWT from logging in. */
export async function loginToken(payload: Payload, email: string, password: string): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  if (!token) throw new Error(`no token for ${email}`)
  return token
}

const authorization = (token: string | null): Record<string, string> => (token ? { authorization: `JWT ${token}` } : {})

export type Upload = { name: string; type: string; data: Buffer }

/**
 * One REST call. `path` is below /api (e.g. `/pages/3?draft=true`); `json` is sent as the body,
 * or with `file` as a multipart form the way the admin uploads (`file` plus `_payload`).
 * `raw` leaves a body that is not JSON (a served file) unread.
 */
export async function rest(
  config: SanitizedConfig,
  method: Method,
  path: string,
  options: { token?: string | null; json?: unknown; file?: Upload; raw?: boolean } = {},
): Promise<ApiAnswer> {
  const url = new URL(`/api${path}`, ORIGIN)
  const headers: Record<string, string> = { ...authorization(options.token ?? null) }
  let body: BodyInit | undefined
  if (options.file) {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(options.file.data)], { type: options.file.type }), options.file.name)
    form.append('_payload', JSON.stringify(options.json ?? {}))
    body = form
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.json)
  }
  const slug = url.pathname.replace(/^\/api\//, '').split('/').map(decodeURIComponent)
  const response = await REST[method](config)(new Request(url, { method, headers, body }), { params: Promise.resolve({ slug }) })
  if (options.raw) {
    await response.body?.cancel()
    return { status: response.status, body: {} }
  }
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

export type GraphQLError = { message: string; extensions?: { statusCode?: number; name?: string } }
export type GraphQLAnswer = { status: number; data: Record<string, unknown> | null; errors: GraphQLError[] }

/** One GraphQL operation against POST /api/graphql. */
export async function graphql(
  config: SanitizedConfig,
  query: string,
  options: { token?: string | null; variables?: Record<string, unknown> } = {},
): Promise<GraphQLAnswer> {
  const request = new Request(new URL('/api/graphql', ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authorization(options.token ?? null) },
    body: JSON.stringify({ query, variables: options.variables ?? {} }),
  })
  const response = await GRAPHQL_POST(config)(request)
  const json = (await response.json()) as { data?: Record<string, unknown> | null; errors?: GraphQLError[] }
  return { status: response.status, data: json.data ?? null, errors: json.errors ?? [] }
}

/** The names Payload's GraphQL schema gives a collection's queries and mutations. */
export function collectionNames(slug: string) {
  const { singular, plural } = formatNames(slug)
  return { one: singular, many: singular === plural ? `all${singular}` : plural }
}

/** The name Payload's GraphQL schema gives a global's query (`update<Name>` is its mutation). */
export const globalName = (slug: string) => formatNames(slug).singular

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null }
const named = (type: TypeRef): string => (type.name ?? (type.ofType ? named(type.ofType) : '?'))

/** Each mutation's `data` argument type, e.g. createPage → mutationPageInput, from introspection. */
export async function mutationInputTypes(config: SanitizedConfig, token: string): Promise<Map<string, string>> {
  const { data, errors } = await graphql(
    config,
    '{ __schema { mutationType { fields { name args { name type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } } }',
    { token },
  )
  if (errors.length) throw new Error(errors.map((error) => error.message).join('; '))
  const fields = (data as { __schema: { mutationType: { fields: { name: string; args: { name: string; type: TypeRef }[] }[] } } }).__schema
    .mutationType.fields
  return new Map(
    fields.flatMap(({ name, args }) => {
      const arg = args.find((candidate) => candidate.name === 'data')
      return arg ? [[name, named(arg.type)] as const] : []
    }),
  )
}
