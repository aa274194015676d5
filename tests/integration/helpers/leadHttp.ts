import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { CollectionSlug, Payload } from 'payload'
import { vi } from 'vitest'

import { log } from '@/lib/log'

export const SITE = 'http://127.0.0.1:3000'

type Route = (request: Request) => Promise<Response>
type Options = { ip?: string; headers?: Record<string, string> }
export type Answer = { status: number; body: Record<string, unknown>; headers: Headers }

let ipCount = 0
let requestCount = 0

/** A visitor address no other request in this file has used, so the rate limit never bites by accident. */
export function freshIp(): string {
  ipCount += 1
  return `10.${(ipCount >> 16) & 255}.${(ipCount >> 8) & 255}.${ipCount & 255}`
}

/**
 * A request as nginx forwards it: a client-supplied X-Forwarded-For entry first (which must
 * never be trusted), then the peer address nginx appends, which the rate limit keys on.
 */
function forwardedFor(ip: string) {
  requestCount += 1
  return { 'x-forwarded-for': `198.51.${(requestCount >> 8) & 255}.${requestCount & 255}, ${ip}` }
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers }
}

/** POSTs `body` (JSON-encoded unless already a string) to a route handler. */
export async function postJson(route: Route, path: string, body: unknown, { ip = freshIp(), headers = {} }: Options = {}) {
  const request = new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...forwardedFor(ip), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return answer(await route(request))
}

const CHUNK_BYTES = 64 * 1024

/**
 * POSTs a multipart form; the boundary and content type are the runtime's, as a browser's are.
 * The encoded form is sent as a stream of 64 KB chunks with no Content-Length, as a chunked
 * upload arrives from the network. (A FormData body itself would do, but Node 24's fetch keeps
 * pushing its parts after the handler cancels the stream over the size limit, and the
 * "stream is already closed" error it throws cannot be caught: an unhandled rejection.)
 */
export async function postForm(route: Route, path: string, form: FormData, { ip = freshIp(), headers = {} }: Options = {}) {
  const encoded = new Response(form)
  const bytes = new Uint8Array(await encoded.arrayBuffer())
  let offset = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(offset, offset + CHUNK_BYTES))
      offset += CHUNK_BYTES
    },
  })
  const request = new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type')!, ...forwardedFor(ip), ...headers },
    body,
    duplex: 'half',
  } as RequestInit)
  return answer(await route(request))
}

export type Fake = {
  url: string
  close: () => Promise<void>
}

/** A local HTTP server standing in for a third party (hCaptcha, a CRM). */
export async function startFake(handler: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void): Promise<Fake> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => handler(req, Buffer.concat(chunks).toString('utf8'), res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

type PinoStream = { write: (line: string) => unknown }

/**
 * Copies every line a pino logger writes (after redaction, before pretty-printing) into
 * `lines`, until the returned function is called. Payload logs through its own copy of pino,
 * the app's log() through another, and each copy has its own symbols: find the stream by name.
 */
function tapPino(logger: object, lines: string[]): () => void {
  const fields = logger as Record<symbol, PinoStream | undefined>
  const streamSym = Object.getOwnPropertySymbols(fields).find((symbol) => symbol.description === 'pino.stream')
  const stream = streamSym && fields[streamSym]
  if (!stream) throw new Error('a pino logger without a stream to capture')
  const write = stream.write
  stream.write = (line: string) => {
    lines.push(String(line))
    return write.call(stream, line)
  }
  return () => {
    stream.write = write
  }
}

/**
 * Everything logged while it is active: each line Payload's logger and the app's log() write
 * (their own lines and any child logger's) and every console call.
 */
export function captureLogs(payload: Payload) {
  const lines: string[] = []
  const untaps = [tapPino(payload.logger, lines), tapPino(log(), lines)]
  const consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '))
    }),
  )
  return {
    text: () => lines.join('\n'),
    restore: () => {
      for (const untap of untaps) untap()
      for (const spy of consoleSpies) spy.mockRestore()
    },
  }
}

/** The queued delivery jobs of one lead. */
export async function deliveryJobsFor(payload: Payload, collection: string, id: string) {
  const { docs } = await payload.find({ collection: 'payload-jobs', limit: 0, pagination: false, depth: 0 })
  return docs.filter((job) => {
    const input = job.input as { collection?: string; id?: string } | null
    return job.taskSlug === 'deliverLead' && input?.collection === collection && input.id === id
  })
}

/**
 * The stored lead an endpoint's answer refers to. The answer carries the lead's random
 * reference (its delivery key), never the sequential database id.
 */
export async function leadByReference(payload: Payload, collection: CollectionSlug, reference: unknown) {
  const { docs } = await payload.find({ collection, where: { deliveryKey: { equals: String(reference) } }, limit: 2, depth: 1 })
  if (docs.length !== 1) throw new Error(`expected one ${collection} lead with reference ${String(reference)}, found ${docs.length}`)
  return docs[0] as unknown as Record<string, unknown> & { id: number | string }
}
