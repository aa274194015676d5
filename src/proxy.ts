import { NextResponse, type NextRequest } from 'next/server'

import { blogIndexPath } from './features/blog/pagination'

/**
 * Two jobs, each on the few paths that need it (see `config.matcher`):
 * - A path that is not valid percent-encoding (`/%E0%A4%A`) cannot name any page. Next
 *   answers such paths with a 500; we answer 400, which is what the client got wrong.
 * - `/blog?page=2&category=x` keeps its public query-string address, yet is served by a
 *   prerendered route: the query becomes path segments of `/blog/index/[category]/[page]`.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname === '/blog') {
    return NextResponse.rewrite(new URL(blogIndexPath(searchParams), request.url))
  }
  try {
    decodeURIComponent(pathname)
  } catch {
    return new NextResponse('Bad Request: the address is not valid percent-encoding.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  return NextResponse.next()
}

export const config = {
  // Only paths with a percent sign can be malformed; everything else but /blog skips the proxy entirely.
  matcher: ['/blog', '/:path*(%.*)'],
}
