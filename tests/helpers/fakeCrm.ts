import { createHmac, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * One call the fake CRM received: the lead's id, its idempotency key, whether it was signed
 * with our secret, the body, and whether it was accepted.
 */
export type Delivery = { leadId: string; key: string; signed: boolean; body: string; accepted: boolean }

export type FakeCrm = {
  /** The webhook address (CRM_WEBHOOK_URL). */
  url: string
  /** What a server delivering here needs in its environment. */
  env: { CRM_ADAPTER: 'webhook'; CRM_WEBHOOK_URL: string; CRM_WEBHOOK_SECRET: string }
  deliveries: Delivery[]
  /** While false, every call is answered 503 (a CRM that is down); it is still recorded. */
  accepting: boolean
  /** How long each answer waits (a slow CRM; a call is recorded when it arrives). */
  answerAfterMs: number
  close: () => Promise<void>
}

/**
 * A CRM webhook (CRM_ADAPTER=webhook) in the test's own process that records each call, so a
 * test can count how often each lead arrived. `port` 0 takes a free one.
 */
export async function startFakeCrm(port: number, secret: string): Promise<FakeCrm> {
  const deliveries: Delivery[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const timestamp = String(req.headers['x-cipherwell-timestamp'])
      const expected = Buffer.from(
        `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
      )
      const given = Buffer.from(String(req.headers['x-cipherwell-signature']))
      const signed = given.length === expected.length && timingSafeEqual(given, expected)
      const { id } = JSON.parse(body) as { id: string }
      const accepted = crm.accepting
      deliveries.push({ leadId: String(id), key: String(req.headers['idempotency-key']), signed, body, accepted })
      const answer = () => res.writeHead(accepted ? 200 : 503, { 'content-type': 'application/json' }).end('{}')
      if (crm.answerAfterMs > 0) setTimeout(answer, crm.answerAfterMs)
      else answer()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`
  const crm: FakeCrm = {
    url,
    env: { CRM_ADAPTER: 'webhook', CRM_WEBHOOK_URL: url, CRM_WEBHOOK_SECRET: secret },
    deliveries,
    accepting: true,
    answerAfterMs: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return crm
}
