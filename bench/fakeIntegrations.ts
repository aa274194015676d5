import { createServer, type Server } from 'node:http'

/** What the fake answers for a script (Plausible's, which our /js proxy fetches). */
const SCRIPT = '/* bench: a stand-in for Plausible */ window.plausible = window.plausible || function () {}\n'

/**
 * The analytics pipeline, Plausible's script host and Sentry's ingest on one local port, so
 * the consent bench runs with every integration configured and nothing leaves the machine:
 * GET /js/... answers a small script, anything else 200 with `{}`.
 */
export async function startFakeIntegrations(): Promise<{ url: string; port: number; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      if (request.method === 'GET' && request.url?.startsWith('/js/')) {
        response.writeHead(200, { 'content-type': 'application/javascript' })
        response.end(SCRIPT)
        return
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
