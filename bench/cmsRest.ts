/** Payload's REST API as a signed-in admin, the way an editor's browser (or tests/e2e/helpers/cms.ts) talks to it. */
export type Cms = {
  get: <T>(path: string) => Promise<T>
  patch: <T>(path: string, data: unknown) => Promise<T>
  post: <T>(path: string, data: unknown) => Promise<T>
  delete: <T>(path: string) => Promise<T>
}

/** Signs in through `POST /api/users/login` and sends the token as `Authorization: JWT <token>`. */
export async function signIn(origin: string, email: string, password: string): Promise<Cms> {
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
    cache: 'no-store',
  })
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  const call = async <T>(method: string, path: string, data?: unknown): Promise<T> => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { Authorization: `JWT ${token}`, ...(data === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: data === undefined ? undefined : JSON.stringify(data),
      cache: 'no-store',
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${text.slice(0, 500)}`)
    return JSON.parse(text) as T
  }
  return {
    get: (path) => call('GET', path),
    patch: (path, data) => call('PATCH', path, data),
    post: (path, data) => call('POST', path, data),
    delete: (path) => call('DELETE', path),
  }
}
