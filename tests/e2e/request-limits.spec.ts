import { expect, test } from '@playwright/test'

import { SMALL_JSON_LIMIT } from '../../src/server/bodyLimit'
import { sendLargeBody } from '../helpers/sendLargeBody'
import { E2E_PORT } from './helpers/server'

const ATTACK_BYTES = 50 * 1024 * 1024
const origin = `http://127.0.0.1:${E2E_PORT}`

// An anonymous 50 MB body used to be read whole (RSS 237 → 400 MB) before /api/revalidate
// refused it. The production server now refuses it by its size, before the route runs: the
// answer is the server's own (the route's would say "Body too large"), and the connection closes.
for (const declareLength of [true, false]) {
  test(`a 50 MB anonymous body ${declareLength ? 'with Content-Length' : 'sent chunked'} is refused before it is read @desktop`, async ({
    request,
  }) => {
    const answer = await sendLargeBody(`${origin}/api/revalidate`, ATTACK_BYTES, declareLength)
    expect(answer.status).toBe(413)
    expect(answer.headers.connection).toBe('close')
    expect(JSON.parse(answer.body)).toEqual({ error: `The body must be at most ${SMALL_JSON_LIMIT} bytes` })
    expect((await request.get('/api/health')).ok()).toBe(true)
  })
}

// Next's optimizer passes on the status of its internal request for the file; it answered 500
// because the file route did. A missing upload is a client's mistake (404, or 403 where media
// that nothing published uses stays private).
test('the image optimizer answers 4xx, not 500, for an upload that does not exist @desktop', async ({ request }) => {
  for (const url of ['/api/media/file/no-such-upload.png', '/api/media/file/no-such-upload-640x360.webp']) {
    const direct = await request.get(url)
    const optimized = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`)
    expect([direct.status(), optimized.status()], url).toEqual([expect.any(Number), direct.status()])
    expect(optimized.status(), url).toBeGreaterThanOrEqual(400)
    expect(optimized.status(), url).toBeLessThan(500)
  }
  // No file name at all (the file route redirects it, which the optimizer took for a failure):
  // outside the allowed image pattern, so refused before any fetch.
  const bare = await request.get(`/_next/image?url=${encodeURIComponent('/api/media/file/')}&w=640&q=75`)
  expect(bare.status()).toBe(400)
})
