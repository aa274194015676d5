import { createClientConfig, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bootPayload, type Booted } from './helpers/bootPayload'

/*
 * The admin renders from the client config Payload derives from ours and sends to the browser.
 * A function left in it (an upload `limitHandler` once) is no error at boot; it fails every
 * edit view's render ("Functions cannot be passed directly to Client Components"), which only a
 * browser found. This finds it at once.
 */

let booted: Booted
let payload: Payload

beforeAll(async () => {
  booted = await bootPayload()
  payload = booted.payload
})
afterAll(async () => {
  await booted?.shutdown()
})

/** The paths in `value` that hold a function, as `a.b[2].c`. */
function functionsIn(value: unknown, path = 'config', seen = new Set<unknown>()): string[] {
  if (typeof value === 'function') return [path]
  if (typeof value !== 'object' || value === null || seen.has(value)) return []
  seen.add(value)
  // React elements (admin components rendered on the server) are fine: React serialises them itself.
  if ('$$typeof' in value) return []
  return Object.entries(value).flatMap(([key, inner]) =>
    functionsIn(inner, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, seen),
  )
}

describe('the admin’s client config', () => {
  it('holds no function, so every admin view can be rendered', async () => {
    const i18n = { t: (key: string) => key, language: 'en', fallbackLanguage: 'en', translations: {} } as never
    // `user: true`: the whole config, as a signed-in user's admin gets it.
    const clientConfig = createClientConfig({ config: payload.config, i18n, importMap: payload.importMap, user: true })
    expect(functionsIn(clientConfig)).toEqual([])
  })
})
