export type PrerenderCheck = { path: string; status: number; cache: string; cacheControl: string; fromCache: boolean }

/**
 * Ask for a page twice as an anonymous visitor. The second answer must come from Next's
 * prerender/ISR cache (`x-nextjs-cache: HIT`): served without rendering, so without any
 * database query.
 */
export async function checkPrerendered(origin: string, path: string): Promise<PrerenderCheck> {
  await fetch(new URL(path, origin))
  const response = await fetch(new URL(path, origin))
  await response.arrayBuffer()
  const cache = response.headers.get('x-nextjs-cache') ?? '-'
  return {
    path,
    status: response.status,
    cache,
    cacheControl: response.headers.get('cache-control') ?? '-',
    fromCache: response.status === 200 && cache === 'HIT',
  }
}
