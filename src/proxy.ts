import { NextResponse, type NextRequest } from 'next/server'

import { blogIndexPath } from './features/blog/pagination'
import { isRedirectablePath } from '@/lib/redirects/normalise'
import { redirectFor } from './features/redirects/proxyRedirects'

/**
 * Three jobs (see `config.matcher`):
 * - A path that is not valid percent-encoding (`/%E0%A4%A`) cannot name any page. Next
 *   answers such paths with a 500; we answer 400, which is what the client got wrong.
 * - Redirects managed in the CMS are answered before any page, prerendered or not, from an
 *   in-memory table this process refreshes at most every 5 s (src/features/redirects).
 * - `/blog?page=2&category=x` keeps its public query-string address, yet is served by a
 *   prerendered route: the query becomes path segments of `/blog/index/[category]/[page]`.
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  try {
    decodeURIComponent(pathname)
  } catch {
    return new NextResponse('Bad Request: the address is not valid percent-encoding.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const redirect = isRedirectablePath(pathname) ? await redirectFor(new URL(request.nextUrl.href)) : null
  if (redirect) return NextResponse.redirect(redirect.location, redirect.status)
  if (pathname === '/blog') {
    return NextResponse.rewrite(new URL(blogIndexPath(searchParams), request.url))
  }
  return NextResponse.next()
}

export const config = {
  // Every page path (a redirect may name any of them, legacy `.html` addresses included), and any
  // path with a percent sign, the only ones that can be malformed. Next's assets, the API, the
  // admin and files by their extension (icons and the web app manifest among them) skip the proxy entirely.
  matcher: [
    '/((?!_next/|api(?:/|$)|admin(?:/|$)|.*\\.(?:js|mjs|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|woff2?|pdf)$).*)',
    '/:path*(%.*)',
  ],
}
