// npm run deploy:check's CRM: a webhook receiver in a container of the stack (the way a CRM is
// another host), dependency-free so it runs on the bare Node image. It records each call (the
// lead's idempotency key, whether the signature holds) and lists them at GET /deliveries for
// the check on the host. tests/helpers/fakeCrm.ts is the same receiver inside the test process.
import { createHmac, timingSafeEqual } from 'node:crypto'
import http from 'node:http'

const secret = process.env.CRM_WEBHOOK_SECRET ?? ''
const deliveries = []

http
  .createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/deliveries') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(deliveries))
      return
    }
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const expected = Buffer.from(
        `sha256=${createHmac('sha256', secret).update(`${req.headers['x-cipherwell-timestamp']}.${body}`).digest('hex')}`,
      )
      const given = Buffer.from(String(req.headers['x-cipherwell-signature']))
      const signed = given.length === expected.length && timingSafeEqual(given, expected)
      deliveries.push({ key: String(req.headers['idempotency-key']), signed })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  .listen(8080, () => console.log('fake CRM listening on 8080'))
