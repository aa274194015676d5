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
