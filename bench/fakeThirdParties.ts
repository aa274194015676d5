import { spawn } from 'node:child_process'
import { once } from 'node:events'

/**
 * hCaptcha's siteverify and a CRM webhook on one local port, in a process of their own: the
 * bench measures our endpoint, not someone else's network, and a provider is another machine,
 * so its work must not share the load generator's event loop (where its pauses would count
 * against our endpoint). Both answer at once, like a healthy provider. The CRM counts each
 * delivery by its idempotency key; GET /deliveries answers those counts.
 */
const SERVER = `
const { createServer } = require('node:http')
const deliveries = new Map()
const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/deliveries') {
    response.writeHead(200, { 'content-type': 'application/json' })
    return response.end(JSON.stringify(Object.fromEntries(deliveries)))
  }
  request.resume()
  request.on('end', () => {
    if (request.url === '/crm') {
      const key = String(request.headers['idempotency-key'])
      deliveries.set(key, (deliveries.get(key) ?? 0) + 1)
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(request.url === '/siteverify' ? '{"success":true}' : '{}')
  })
})
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`

export type FakeThirdParties = {
  url: string
  /** How many times the CRM received each idempotency key (a lead's delivery key). */
  crmDeliveries: () => Promise<Map<string, number>>
  close: () => Promise<void>
}

export async function startFakeThirdParties(): Promise<FakeThirdParties> {
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] })
  const [line] = (await once(child.stdout, 'data')) as [Buffer]
  const url = `http://127.0.0.1:${Number(line.toString().trim())}`
  return {
    url,
    crmDeliveries: async () => {
      const counts = (await (await fetch(`${url}/deliveries`)).json()) as Record<string, number>
      return new Map(Object.entries(counts))
    },
    close: async () => {
      child.kill()
      if (child.exitCode === null) await once(child, 'exit')
    },
  }
}
