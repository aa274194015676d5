import { expect, test } from '@playwright/test'

import { SecondServer } from './helpers/secondServer'
import { E2E_PORT } from './helpers/server'

const server = new SecondServer(E2E_PORT + 1, '.test-data-durability')
const BURST = 300
const CONCURRENCY = 16

test.describe.configure({ mode: 'serial' })
test.setTimeout(240_000)

test.afterAll(async () => {
  await server.kill()
})

const lead = (n: number) => ({
  firstName: 'Burst',
  lastName: `Lead ${n}`,
  email: `burst-${n}@example.com`,
  textField: `Burst message ${n}`,
  context: 'durability-test',
})

/**
 * Durable before acknowledged: a server killed with SIGKILL in the middle of a burst of
 * submissions must, after a restart, hold every lead it answered 200 to.
 */
test('every acknowledged lead survives a SIGKILL during a burst @desktop', async () => {
  await server.prepare()
  await server.start()

  const acknowledged: string[] = []
  let next = 0
  let killed = false
  const worker = async () => {
    while (next < BURST) {
      const n = next++
      try {
        const response = await fetch(`${server.url}/api/salesForm`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.1' },
          body: JSON.stringify(lead(n)),
        })
        if (response.status === 200) acknowledged.push(((await response.json()) as { id: string }).id)
      } catch {
        // The server is gone: this request was never acknowledged.
      }
      if (!killed && acknowledged.length >= BURST / 3) {
        killed = true
        await server.kill()
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  expect(killed).toBe(true)
  expect(acknowledged.length).toBeGreaterThanOrEqual(BURST / 3)

  await server.start()
  const token = await server.adminToken()
  const stored = await fetch(
    `${server.url}/api/sales-contacts?pagination=false&depth=0&where[context][equals]=durability-test`,
    {
      headers: { authorization: `JWT ${token}` },
    },
  )
  // An acknowledgement carries the lead's reference (its delivery key), not its database id.
  const { docs } = (await stored.json()) as { docs: { deliveryKey: string }[] }
  const present = new Set(docs.map((doc) => doc.deliveryKey))
  const missing = acknowledged.filter((id) => !present.has(id))
  test
    .info()
    .annotations.push({
      type: 'figures',
      description: `${acknowledged.length} acknowledged before the kill or after, ${missing.length} missing`,
    })
  expect(missing).toEqual([])
})
