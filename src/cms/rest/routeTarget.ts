import { match } from 'path-to-regexp'
import type { Endpoint, SanitizedCollectionConfig, SanitizedConfig, SanitizedGlobalConfig } from 'payload'

/** What a REST path (`/api/<slug…>`) addresses, found the way Payload's own router finds it. */
export type RouteTarget = {
  entity: SanitizedCollectionConfig | SanitizedGlobalConfig
  isGlobal: boolean
  /** The path after the collection or global: `['posts', '7']` → `['7']`. */
  rest: readonly string[]
  /** The path of the endpoint Payload runs (`/login`, `/versions/:id`, `/file/:filename`), or null when none matches. */
  endpoint: string | null
  /** That endpoint's parameters (`id`, `filename`), decoded. */
  params: Readonly<Record<string, string | undefined>>
}

/**
 * The method Payload handles: it runs a POST that carries `X-Payload-HTTP-Method-Override: GET`
 * (or `X-HTTP-Method-Override`) as a GET (the admin sends long queries that way), so a check
 * keyed on the method must see the same.
 */
export function effectiveMethod(request: Request): string {
  const override = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  return request.method === 'POST' && override === 'GET' ? 'GET' : request.method
}

/**
 * The collection or global a REST path addresses and the endpoint Payload would run for it:
 * the slug compared exactly, then the first endpoint of that method whose path matches, with
 * Payload's own matcher (the same path-to-regexp version and options, which ignore letter
 * case: `/users/LOGIN` is the login route). Every check in src/cms/rest asks this one function,
 * so none can be walked around by a spelling Payload accepts. Null for a path that names
 * neither a collection nor a global.
 */
export function routeTarget(config: SanitizedConfig, slug: readonly string[], method: string): RouteTarget | null {
  const isGlobal = slug[0] === 'globals'
  const entity = isGlobal
    ? config.globals.find((global) => global.slug === slug[1])
    : config.collections.find((collection) => collection.slug === slug[0])
  if (!entity) return null
  const rest = slug.slice(isGlobal ? 2 : 1)
  const pathname = rest.length === 0 ? '/' : `/${rest.map(encodeURIComponent).join('/')}`
  const found = findEndpoint(entity.endpoints || [], method.toLowerCase(), pathname)
  return { entity, isGlobal, rest, endpoint: found?.path ?? null, params: found?.params ?? {} }
}

function findEndpoint(endpoints: Endpoint[], method: string, pathname: string) {
  for (const endpoint of endpoints) {
    if (endpoint.method !== method) continue
    const matched = match<Record<string, string | undefined>>(endpoint.path, { decode: decodeURIComponent })(pathname)
    if (matched) return { path: endpoint.path, params: matched.params }
  }
  return null
}
