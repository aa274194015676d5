import http from 'node:http'
import https from 'node:https'
import tls from 'node:tls'

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string }

export type RequestOptions = {
  method?: string
  headers?: Record<string, string>
  body?: Buffer | string
  /** The proxy's self-signed certificate, trusted for this request only. */
  ca?: Buffer
  /** Connect from this loopback address (nginx's limits are per client address). */
  localAddress?: string
}

/** The whole answer, its body as received (not decompressed). */
function readReply(response: http.IncomingMessage): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    response.on('data', (chunk: Buffer) => chunks.push(chunk))
    response.on('end', () => {
      const body = Buffer.concat(chunks)
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: body.toString() })
    })
    response.on('error', reject)
  })
}

/**
 * One request on a connection of its own (no keep-alive pool: nginx's short test timeouts
 * would close pooled connections under our feet). The body is returned as received, not
 * decompressed, so tests see exactly what nginx sent.
 */
export function request(url: string, options: RequestOptions = {}): Promise<Reply> {
  const target = new URL(url)
  const client = target.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      target,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        ca: options.ca,
        localAddress: options.localAddress,
        agent: false,
        servername: 'localhost',
      },
      (response) => readReply(response).then(resolve, reject),
    )
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

/**
 * Declare a body of `declaredBytes` but send only its first bytes, then wait for the answer:
 * a limit enforced on Content-Length answers before the body, and the test need not push
 * megabytes into a connection nginx is about to close.
 */
export function requestWithDeclaredBody(url: string, declaredBytes: number, ca: Buffer): Promise<Reply> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const outgoing = https.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(declaredBytes) },
        ca,
        agent: false,
        servername: 'localhost',
      },
      (response) =>
        readReply(response).then((reply) => {
          resolve(reply)
          outgoing.destroy()
        }, reject),
    )
    outgoing.on('error', reject)
    outgoing.write('{"padding":"')
  })
}

export type SlowClientOutcome = { closedAfterMs: number; received: string }

/**
 * A slow client over TLS: writes `start`, then `trickle(i)` every `everyMs` until nginx closes
 * the connection (or `giveUpMs` passes, which resolves with closedAfterMs = Infinity).
 */
export function slowClient(
  port: number,
  ca: Buffer,
  start: string,
  trickle: (index: number) => string,
  everyMs: number,
  giveUpMs: number,
): Promise<SlowClientOutcome> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: '127.0.0.1', port, ca, servername: 'localhost' })
    let received = ''
    let started = 0
    let index = 0
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(trickle(index++))
    }, everyMs)
    const giveUp = setTimeout(() => finish(Infinity), giveUpMs)
    const finish = (closedAfterMs: number) => {
      clearInterval(timer)
      clearTimeout(giveUp)
      socket.destroy()
      resolve({ closedAfterMs, received })
    }
    socket.on('secureConnect', () => {
      started = Date.now()
      socket.write(start)
    })
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
    socket.on('close', () => finish(Date.now() - started))
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)))
  })
}
