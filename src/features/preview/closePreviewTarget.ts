import { sameOriginPath } from './sameOriginPath'

type CloseRequest = {
  /** The `redirect` query parameter of /api/disable-draft. */
  redirect: string | null
  /** The Referer header. */
  referer: string | null
  /** The origins that are this site's own (the request's and the configured site URL's). */
  ownOrigins: string[]
}

/**
 * Where 'Close preview mode' lands: back on the page the editor was looking at, never on
 * another site. The explicit `redirect` wins when it is a same-origin path; else the
 * Referer's path when the Referer is one of our own pages; else the home page.
 */
export function closePreviewTarget({ redirect, referer, ownOrigins }: CloseRequest): string {
  const explicit = sameOriginPath(redirect)
  if (explicit) return explicit
  if (redirect) return '/' // asked for somewhere unsafe: do not fall back to a guess
  const fromReferer = refererPath(referer, ownOrigins)
  return fromReferer ?? '/'
}

function refererPath(referer: string | null, ownOrigins: string[]): string | null {
  if (!referer) return null
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return null
  }
  if (!ownOrigins.includes(url.origin)) return null
  return sameOriginPath(`${url.pathname}${url.search}`)
}
