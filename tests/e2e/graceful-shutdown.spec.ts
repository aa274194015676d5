import http from 'node:http'

import { expect, test } from '@playwright/test'

import { SecondServer } from './helpers/secondServer'
import { E2E_PORT } from './helpers/server'

const server = new SecondServer(E2E_PORT + 2, '.test-data-shutdown')
const LEAD = {
  firstName: 'Grace',
  lastName: 'Fulshutdown',
  email: 'grace.shutdown@example.com',
  textField: 'Please call me about PCI scope.',
  context: 'shutdown-test',
}
const CLIENT_ADDRESS = '10.9.8.7'

test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)
test.afterAll(async () => {
  await server.kill()
})

/** A POST whose body is held back until `finish()`: a request in flight, for as long as we like. */
function heldRequest(body: string) {
  const bytes = Buffer.from(body)
  const request = http.request(`${server.url}/api/salesForm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': bytes.length, 'x-forwarded-for': CLIENT_ADDRESS },
  })
  const answered = new Promise<{ status: number; requestId: string; body: string }>((resolve, reject) => {
    request.on('error', reject)
    request.on('response', (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, requestId: String(response.headers['x-request-id']), body: text }),
      )
    })
  })
  request.write(bytes.subarray(0, 10))
  return {
    finish: () => {
      request.end(bytes.subarray(10))
      return answered
    },
  }
}

/**
 * Issue 7, point 4: SIGTERM stops accepting, lets the lead write in flight finish and be
 * acknowledged, then exits 0; the server's log is JSON lines with request ids and no personal data.
 */
test('SIGTERM finishes the lead in flight, refuses new connections and exits 0 @desktop', async () => {
  await server.prepare()
  await server.start()

  const inFlight = heldRequest(JSON.stringify(LEAD))
  await new Promise((resolve) => setTimeout(resolve, 300))
  const exit = server.terminate()
  await new Promise((resolve) => setTimeout(resolve, 500))
  await expect(fetch(`${server.url}/contact`)).rejects.toThrow()

  const answer = await inFlight.finish()
  expect(answer.status).toBe(200)
  const requestId = answer.requestId
  // The answer's reference is the lead's random delivery key, never its database id.
  const { id: reference } = JSON.parse(answer.body) as { id: string }
  expect(await exit).toBe(0)

  const lines = server.output.split('\n').filter((line) => line.trim().startsWith('{'))
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  expect(entries.find((entry) => entry.requestId === requestId && entry.msg === 'request completed')).toMatchObject({
    req: { method: 'POST', path: '/api/salesForm' },
    res: { status: 200 },
  })
  for (const secret of [LEAD.email, LEAD.firstName, LEAD.lastName, LEAD.textField, CLIENT_ADDRESS]) {
    expect(server.output).not.toContain(secret)
  }

  await server.start()
  const token = await server.adminToken()
  const stored = await fetch(`${server.url}/api/sales-contacts?depth=0&where[deliveryKey][equals]=${reference}`, {
    headers: { authorization: `JWT ${token}` },
  })
  expect(stored.status).toBe(200)
  const { docs } = (await stored.json()) as { docs: { email: string }[] }
  expect(docs.map((doc) => doc.email)).toEqual([LEAD.email])
})
