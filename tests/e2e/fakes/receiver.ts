import { createServer } from 'node:http'

import { startFakeSmtp } from '../../helpers/fakeSmtp'

/**
 * The analytics pipeline (Segment's API) and the error reporter (a Sentry-compatible
 * server) as the browser tests' server sees them: it forwards to this port instead of the
 * internet. Every request is kept, in order; tests read them back from GET /__received.
 * The site's mail (password resets) goes to a fake SMTP server on FAKES_SMTP_PORT, read back
 * from GET /__mail.
 * Started by playwright.config.ts beside the site.
 */
type Received = {
  at: number
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
  body: string
}

const FAKE_PLAUSIBLE_SCRIPT = `(() => {
  const send = () => fetch((window.plausible && window.plausible.o && window.plausible.o.endpoint) || '/api/event', {
    method: 'POST', headers: { 'content-type': 'text/plain' }, keepalive: true,
    body: JSON.stringify({ n: 'pageview', u: location.href }),
  })
  send()
  const pushState = history.pushState
  history.pushState = function () { pushState.apply(this, arguments); send() }
})()`

const received: Received[] = []
const MAX_KEPT = 5000
const port = Number(process.env.FAKES_PORT)
const smtp = await startFakeSmtp(Number(process.env.FAKES_SMTP_PORT))

createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    const path = request.url ?? '/'
    if (request.method === 'GET' && path === '/__received') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(received))
      return
    }
    if (request.method === 'GET' && path === '/__mail') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(smtp.mails))
      return
    }
    if (request.method === 'GET' && path.startsWith('/js/')) {
      // Plausible's script as far as the site is concerned: a pageview to the endpoint the
      // site configured (plausible.init), and another on every history change.
      response.writeHead(200, { 'content-type': 'application/javascript' })
      response.end(FAKE_PLAUSIBLE_SCRIPT)
      return
    }
    if (request.method === 'GET' && path === '/') {
      response.writeHead(200).end('fake receiver')
      return
    }
    received.push({
      at: Date.now(),
      method: request.method ?? '',
      path,
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    })
    if (received.length > MAX_KEPT) received.shift()
    response.writeHead(200, { 'content-type': 'application/json' })
    // Segment answers {success:true}; Sentry answers {id} for an envelope. Either shape is read loosely.
    response.end(JSON.stringify({ success: true, id: 'fake' }))
  })
}).listen(port, '127.0.0.1', () => console.log(`fake receiver on ${port}`))
