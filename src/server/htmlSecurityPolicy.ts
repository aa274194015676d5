import type { ServerResponse } from 'node:http'

import { inlineScriptHashes } from '@/features/security/inlineScriptHashes'

type Chunk = string | Buffer | Uint8Array
type Callback = (error?: Error | null) => void

/**
 * Holds an HTML response until Next ends it, then sends it with a Content-Security-Policy
 * built from the hashes of the inline scripts it actually contains. Pages stay prerendered and
 * cached by Next (and by the proxy in front): the policy follows the bytes served, so a page
 * regenerated after publishing gets the hashes of its new inline data with it.
 *
 * Anything that is not HTML (RSC payloads, JSON, files) passes straight through once its
 * content type is known. Must wrap `res` after compression, so it sees the plain body.
 * `replaceBody` may swap the whole document (and its status) before the policy is made for it.
 */
export function addPolicyToHtml(
  res: ServerResponse,
  policy: (scriptHashes: string[]) => string,
  replaceBody?: (body: Buffer) => Promise<Buffer>,
): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  const chunks: Buffer[] = []
  let mode: 'undecided' | 'buffer' | 'pass' = 'undecided'
  let sending = false

  const restore = () => Object.assign(res, original)
  const decide = () => {
    if (mode !== 'undecided') return
    const type = String(res.getHeader('content-type') ?? '')
    mode = type.startsWith('text/html') && res.req.method !== 'HEAD' ? 'buffer' : 'pass'
    if (mode === 'pass') restore()
  }
  const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
    typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)

  // Status and headers are recorded on `res`, to be sent with the body: Node writes them itself
  // (through writeHead again, which then goes straight through) on the final end().
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (sending || mode === 'pass') return original.writeHead.call(this, statusCode, ...(rest as []))
    this.statusCode = statusCode
    for (const argument of rest) {
      if (typeof argument === 'string') this.statusMessage = argument
      else if (Array.isArray(argument)) for (let i = 0; i + 1 < argument.length; i += 2) this.setHeader(argument[i], argument[i + 1])
      else if (argument) for (const [name, value] of Object.entries(argument)) if (value !== undefined) this.setHeader(name, value as string)
    }
    return this
  } as ServerResponse['writeHead']

  res.flushHeaders = function (this: ServerResponse) {
    decide()
    if (mode === 'pass') original.flushHeaders.call(this)
  }

  res.write = function (this: ServerResponse, chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) {
    decide()
    if (mode === 'pass') return original.write.call(this, chunk, encoding as BufferEncoding, callback)
    chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined))
    ;(typeof encoding === 'function' ? encoding : callback)?.()
    return true
  } as ServerResponse['write']

  res.end = function (this: ServerResponse, chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, callback?: Callback) {
    decide()
    if (mode === 'pass') return original.end.call(this, chunk as Chunk, encoding as BufferEncoding, callback)
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function') as Callback | undefined
    if (chunk !== undefined && typeof chunk !== 'function') chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined))
    const send = (body: Buffer) => {
      // A 304 has no body to hash, and its headers would overwrite the cached page's policy.
      if (body.length > 0) {
        this.setHeader('Content-Security-Policy', policy(inlineScriptHashes(body)))
        this.setHeader('Content-Length', body.length)
        // Only when set: removing an absent Transfer-Encoding tells Node never to add chunked
        // framing, and a compressed answer (no Content-Length) would then have no framing at all.
        if (this.hasHeader('Transfer-Encoding')) this.removeHeader('Transfer-Encoding')
      }
      sending = true
      restore()
      ;(original.end as (this: ServerResponse, body: Buffer, callback?: Callback) => ServerResponse).call(this, body, done)
    }
    const body = Buffer.concat(chunks)
    if (replaceBody) void replaceBody(body).then(send, () => send(body))
    else send(body)
    return this
  } as ServerResponse['end']
}
