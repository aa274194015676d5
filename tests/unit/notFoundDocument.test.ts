import http from 'node:http'
import type { AddressInfo } from 'node:net'

import compression from 'compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addPolicyToHtml } from '@/server/htmlSecurityPolicy'
import { NOT_FOUND_DOCUMENT_PATH, notFoundDocumentReplacer } from '@/server/notFoundDocument'

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void

// What Next 16 sends for notFound() outside generateStaticParams, shortened: no layout, no text.
const BARE = '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div><script>self.__next_f.push([0])</script></body></html>'
const DOCUMENT = '<!DOCTYPE html><html lang="en"><body><header>Cipherwell</header><h1>Page not found</h1><script>1</script><footer></footer></body></html>'
const PAGE = '<!DOCTYPE html><html lang="en"><body><h1>Pricing</h1></body></html>'

const html = (res: http.ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
  res.end(body)
}

/** Stands in for the server itself: its prerendered 404 document, or no answer at all. */
let documentAnswer: 'document' | 'hang' = 'document'
const self = http.createServer((req, res) => {
  if (documentAnswer === 'hang') return
  if (req.url === NOT_FOUND_DOCUMENT_PATH) html(res, 404, DOCUMENT)
})

const routes: Record<string, (res: http.ServerResponse) => void> = {
  '/missing': (res) => html(res, 404, BARE),
  '/broken': (res) => html(res, 500, BARE),
  '/pricing': (res) => html(res, 200, PAGE),
  [NOT_FOUND_DOCUMENT_PATH]: (res) => html(res, 200, DOCUMENT),
}

let origin = ''
let site: http.Server
const policy = (hashes: string[]) => `script-src 'self' ${hashes.join(' ')}`

beforeAll(async () => {
  await new Promise<void>((resolve) => self.listen(0, '127.0.0.1', resolve))
  const replace = notFoundDocumentReplacer(`http://127.0.0.1:${(self.address() as AddressInfo).port}`, 300)
  site = http.createServer((req, res) => {
    ;(compression() as unknown as Middleware)(req, res, () => {
      addPolicyToHtml(res, policy, (body) => replace(req, res, body))
      routes[req.url ?? '']!(res)
    })
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})
afterAll(async () => {
  self.closeAllConnections()
  await Promise.all([self, site].map((server) => new Promise((resolve) => server.close(resolve))))
})

describe('the 404 document in place of Next’s empty one', () => {
  it('replaces an empty 404 document with the 404 page, keeping the status, with a policy for its own scripts', async () => {
    documentAnswer = 'document'
    for (const encoding of ['identity', 'gzip']) {
      const response = await fetch(`${origin}/missing`, { headers: { 'accept-encoding': encoding } })
      expect(response.status).toBe(404)
      expect(await response.text()).toBe(DOCUMENT)
      expect(response.headers.get('content-security-policy')).toMatch(/^script-src 'self' 'sha256-/)
    }
  })

  it('leaves every other answer alone', async () => {
    expect(await (await fetch(`${origin}/pricing`)).text()).toBe(PAGE)
    const broken = await fetch(`${origin}/broken`)
    expect([broken.status, await broken.text()]).toEqual([500, BARE])
  })

  it('answers the 404 page’s own address with 404', async () => {
    const response = await fetch(`${origin}${NOT_FOUND_DOCUMENT_PATH}`)
    expect([response.status, await response.text()]).toEqual([404, DOCUMENT])
  })

  it('sends Next’s own answer when the document does not come within its limit', async () => {
    documentAnswer = 'hang'
    const started = performance.now()
    const response = await fetch(`${origin}/missing`)
    expect([response.status, await response.text()]).toEqual([404, BARE])
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})
