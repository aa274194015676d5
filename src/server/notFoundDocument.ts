import type { IncomingMessage, ServerResponse } from 'node:http'

import { log } from '@/lib/log'

/** The prerendered 404 page (src/app/(site)/page-not-found). */
export const NOT_FOUND_DOCUMENT_PATH = '/page-not-found'
const FETCH_LIMIT_MS = 3_000

const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?', 1)[0]

/**
 * Next 16 renders notFound() from a path outside a route's generateStaticParams (a mistyped
 * page, an unpublished slug) as `<html id="__next_error__">` with an empty body: the 404 page
 * exists only in the RSC payload, so a visitor without JavaScript, a crawler or a slow phone
 * sees a blank page (vercel/next.js#95613, closed without a fix). Such an answer is replaced by
 * the same 404 page, prerendered and cached like any other, fetched from this server itself.
 * The status stays 404; if the fetch fails or takes too long, Next's own answer goes out.
 */
export function notFoundDocumentReplacer(selfUrl: string, limitMs = FETCH_LIMIT_MS) {
  return async (req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<Buffer> => {
    if (pathOf(req) === NOT_FOUND_DOCUMENT_PATH) {
      // Visited directly, the page answers as what it stands for.
      res.statusCode = 404
      return body
    }
    if (res.statusCode !== 404) return body
    if (!body.subarray(0, 512).includes('<html id="__next_error__"')) return body
    try {
      const response = await fetch(`${selfUrl}${NOT_FOUND_DOCUMENT_PATH}`, { signal: AbortSignal.timeout(limitMs) })
      const document = Buffer.from(await response.arrayBuffer())
      if (!response.ok && response.status !== 404) throw new Error(`status ${response.status}`)
      return document
    } catch (error) {
      log().warn({ reason: error instanceof Error ? error.message : String(error) }, '404 document not fetched; sending Next’s empty one')
      return body
    }
  }
}
