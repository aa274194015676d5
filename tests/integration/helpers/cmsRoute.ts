/**
 * Requests to the app's own Payload routes, `src/app/(payload)/api/[...slug]/route.ts` and
 * `api/graphql/route.ts`, called as Next calls them: the checks in src/cms/rest run, then
 * Payload's handlers. Import after bootPayload (the routes read the config at import).
 */
export type CmsAnswer = { status: number; headers: Headers; body: Record<string, unknown> }

type Init = { method?: string; headers?: Record<string, string>; body?: BodyInit; ip?: string }

/** A fresh client address per call site, so one test's rate-limit count never reaches another's. */
export const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

async function read(response: Response): Promise<CmsAnswer> {
  const text = await response.text()
  let body: Record<string, unknown> = {}
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    body = { text }
  }
  return { status: response.status, headers: response.headers, body }
}

export async function cmsRest(path: string, { method = 'GET', headers = {}, body, ip = randomIp() }: Init = {}): Promise<CmsAnswer> {
  const route = await import('@/app/(payload)/api/[...slug]/route')
  const url = new URL(`/api${path}`, 'http://127.0.0.1:3000')
  const slug = url.pathname.replace(/^\/api\//, '').split('/').map(decodeURIComponent)
  const stream = body instanceof ReadableStream
  const request = new Request(url, {
    method,
    headers: { 'x-forwarded-for': ip, ...headers },
    body,
    ...(stream ? { duplex: 'half' } : {}),
  } as RequestInit)
  const handler = route[method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE']
  return read(await handler(request, { params: Promise.resolve({ slug }) }))
}

export const postJson = (path: string, json: unknown, init: Omit<Init, 'body' | 'method'> = {}) =>
  cmsRest(path, { ...init, method: 'POST', headers: { 'content-type': 'application/json', ...init.headers }, body: JSON.stringify(json) })

export async function cmsGraphql(query: string, { headers = {}, ip = randomIp() }: Omit<Init, 'body' | 'method'> = {}) {
  const route = await import('@/app/(payload)/api/graphql/route')
  const request = new Request('http://127.0.0.1:3000/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: JSON.stringify({ query }),
  })
  return read(await route.POST(request))
}
