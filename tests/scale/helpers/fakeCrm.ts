import { createHmac, timingSafeEqual } from 'node:crypto'
import http from 'node:http'

/** One delivery the fake CRM accepted: the lead's id, its idempotency key, and whether it was signed with our secret. */
export type Delivery = { leadId: string; key: string; signed: boolean }

/**
 * A CRM webhook (CRM_ADAPTER=webhook) that accepts everything and records each call, so a
 * test can count how often each lead arrived.
 */
export async function startFakeCrm(port: number, secret: string) {
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
      deliveries.push({ leadId: String(id), key: String(req.headers['idempotency-key']), signed })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    url: `http://127.0.0.1:${port}/leads`,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
