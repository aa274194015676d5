import fs from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ensureNginx, startNginx, type RunningNginx } from '../scripts/lib/nginx'
import { directiveValue, mirroredDirectives, type BareNginxConfig } from './bareNginxConfig'
import { cacheStatuses, servedFromCache } from './cacheLog'
import { localGet } from './localGet'

/** The nginx ports of the bench (BENCH_NGINX_PORT and the next two), beside the site's BENCH_PORT. */
const base = Number(process.env.BENCH_NGINX_PORT ?? 18210)
export const NGINX_PORTS = { cachedHttp: base, cachedHttps: base + 1, bareHttps: base + 2 }

export type CachedProxy = RunningNginx & {
  /** Settings the bare server copies so that only caching and proxying differ. */
  mirrored: BareNginxConfig['mirrored']
  /** Empty the access log, so that the next count covers only what follows. */
  clearLog: () => void
  /** How many requests for `path` since clearLog() had each cache status. */
  cacheStatusesOf: (path: string) => Record<string, number>
  stopAndClean: () => Promise<void>
}

/** nginx worker processes for the bench's servers: BENCH_NGINX_WORKERS, else scripts/lib/nginx.ts's default. */
const workerProcesses = () => {
  const workers = process.env.BENCH_NGINX_WORKERS
  if (!workers) return undefined
  return workers === 'auto' ? 'auto' : Number(workers)
}

/** The production reverse proxy (deploy/nginx.conf through scripts/lib/nginx.ts) in front of `upstream`. */
export async function startCachedProxy(upstream: string): Promise<CachedProxy> {
  ensureNginx()
  const workDir = fs.mkdtempSync(path.join(tmpdir(), 'cw-bench-nginx-'))
  const nginx = await startNginx({
    upstream,
    httpPort: NGINX_PORTS.cachedHttp,
    httpsPort: NGINX_PORTS.cachedHttps,
    workDir,
    workerProcesses: workerProcesses(),
  })
  const conf = fs.readFileSync(nginx.confPath, 'utf8')
  const accessLog = directiveValue(conf, 'access_log')?.split(/\s+/)[0]
  if (!accessLog || accessLog === 'off') {
    await nginx.stop()
    throw new Error(`${nginx.confPath} writes no access log to count cache statuses in`)
  }
  return {
    ...nginx,
    mirrored: mirroredDirectives(conf),
    // nginx appends (O_APPEND), so after truncation it writes from the start again.
    clearLog: () => fs.truncateSync(accessLog),
    cacheStatusesOf: (path) => cacheStatuses(fs.readFileSync(accessLog, 'utf8'), path),
    stopAndClean: async () => {
      await nginx.stop()
      fs.rmSync(workDir, { recursive: true, force: true })
    },
  }
}

/**
 * Ask twice: the second answer must be a 200 from the micro-cache (X-Cache-Status HIT, or
 * UPDATING or STALE when the one-second copy is being refreshed), or the "behind the cache"
 * figure would measure the upstream. Returns why not, or null.
 */
export async function cacheMiss(url: string): Promise<string | null> {
  await localGet(url)
  const answer = await localGet(url)
  const status = answer.header('x-cache-status') || '(none)'
  if (answer.status === 200 && servedFromCache(status)) return null
  return `${url} answered ${answer.status} with X-Cache-Status ${status}, not a cached 200`
}
