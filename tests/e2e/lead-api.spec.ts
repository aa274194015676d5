import { expect, test } from '@playwright/test'

import { E2E_RATE_LIMIT } from './helpers/server'

const JSON_ENDPOINTS = ['/api/salesForm', '/api/beta-signup', '/api/demo']
const ALL_ENDPOINTS = [...JSON_ENDPOINTS, '/api/careers/apply']

/** The statuses that only the running server can show (routing, body limits over HTTP, the shared limiter). */
test.describe('lead endpoints over HTTP @desktop', () => {
  for (const endpoint of ALL_ENDPOINTS) {
    test(`${endpoint} answers 405 to other methods`, async ({ request }) => {
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'] as const) {
        const response = await request.fetch(endpoint, { method })
        expect(response.status(), method).toBe(405)
      }
    })
  }

  for (const endpoint of JSON_ENDPOINTS) {
    test(`${endpoint} refuses a JSON body over 32 KB with 413`, async ({ request }) => {
      const response = await request.post(endpoint, {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.0.1' },
        data: JSON.stringify({ email: 'a@example.com', textField: 'x'.repeat(40 * 1024) }),
      })
      expect(response.status()).toBe(413)
    })

    test(`${endpoint} refuses cross-site posts with 403`, async ({ request }) => {
      const response = await request.post(endpoint, {
        headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'x-forwarded-for': '10.1.0.2' },
        data: {},
      })
      expect(response.status()).toBe(403)
    })
  }

  test('the rate limit answers 429 with Retry-After', async ({ request }) => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '10.1.0.3' }
    let last = 0
    for (let i = 0; i <= E2E_RATE_LIMIT && last !== 429; i++) {
      last = (await request.post('/api/demo', { headers, data: { email: 'not-an-email' } })).status()
    }
    const limited = await request.post('/api/demo', { headers, data: { email: 'not-an-email' } })
    expect(limited.status()).toBe(429)
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)
  })
})
