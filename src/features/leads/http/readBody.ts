import { jsonError } from './responses'

export class BodyTooLarge extends Error {}

/**
 * The request body, read up to `limit` bytes. Content-Length is checked first, and the
 * stream is still counted, since a chunked request has no length to trust.
 */
export async function readBody(request: Request, limit: number): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > limit) throw new BodyTooLarge()
  if (!request.body) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new BodyTooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** The body as UTF-8 text, or the 413 answer to send when it is over `limit` bytes. */
export async function readTextBody(request: Request, limit: number): Promise<string | Response> {
  try {
    return new TextDecoder().decode(await readBody(request, limit))
  } catch (error) {
    if (error instanceof BodyTooLarge) return jsonError(413, `The body must be at most ${limit} bytes`)
    throw error
  }
}
