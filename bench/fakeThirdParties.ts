import { createServer, type Server } from 'node:http'

/**
 * hCaptcha's siteverify and a CRM webhook on one local port: the bench measures our
 * endpoint, not someone else's network. Both answer at once, like a healthy provider.
 */
export async function startFakeThirdParties(): Promise<{ url: string; crmDeliveries: () => number; close: () => Promise<void> }> {
  let deliveries = 0
  const server: Server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      if (request.url === '/crm') deliveries++
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(request.url === '/siteverify' ? '{"success":true}' : '{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    crmDeliveries: () => deliveries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
