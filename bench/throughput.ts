/**
 * Issue 7's throughput figures: wrk against home and a blog post, three ways in one run —
 * the production server alone, the nginx micro-cache in front of it, and bare nginx answering
 * the same HTML bytes from a file with the page's own headers (the physical limit on this
 * machine for sending this answer) — each asked as wrk asks
 * by default (no Accept-Encoding: the plain page) and as browsers ask (Accept-Encoding: gzip).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { startBareNginx } from './bareNginx'
import { pageHeaders } from './bareNginxConfig'
import { aBlogPost } from './blogPost'
import { cacheMiss, NGINX_PORTS, startCachedProxy, type CachedProxy } from './cachedProxy'
import { fromCacheShare } from './cacheLog'
import { idleMachineLoad, percent, withCpuShares } from './cpuLoad'
import { atLeast, figure, ratio, type Figure } from './figures'
import { interleaved, medianRun } from './interleaved'
import { localGet } from './localGet'
import { startSite } from './server'
import { ensureWrk, WRK_SETTINGS, wrkOnce } from './wrk'
import { wrkFailure, type WrkResult } from './wrkReport'

const PART = 'throughput'
const CACHED_TARGET = 0.8
/** Below this share the "behind the cache" figure would partly measure the server behind it. */
const FROM_CACHE_MIN = 0.99
const VARIANTS = ['bare nginx', 'nginx micro-cache', 'next start alone'] as const
type Variant = (typeof VARIANTS)[number]
const ENCODINGS = { plain: [], gzip: ['Accept-Encoding: gzip'] } as const
type Encoding = keyof typeof ENCODINGS
/** One wrk run, with the machine's CPU shares during it (steal: time the VM's host gave to others). */
type Run = { wrk: WrkResult; busy: number; steal: number }
/** `fromCache`: the share of the micro-cache's requests it answered itself (warm-up included). */
type Measured = { path: string; encoding: Encoding; variant: Variant; result: WrkResult; runs: Run[]; fromCache?: number }
/** Rounds per page and encoding: each variant runs once a round, WRK_SETTINGS.seconds shared between the rounds. */
const ROUNDS = process.env.BENCH_SHORT ? 1 : 5
const ROUND_SECONDS = Math.max(1, Math.round(WRK_SETTINGS.seconds / ROUNDS))

/** Runs the throughput part on `port` (the site) and the NGINX_PORTS; prints its tables and returns its figures. */
export async function benchThroughput(port: number): Promise<Figure[]> {
  ensureWrk()
  const site = await startSite(port)
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-bench-bare-'))
  try {
    const paths = ['/', await aBlogPost(site.origin)]
    const cached = await startCachedProxy(site.origin)
    try {
      const pages = []
      for (const [index, pagePath] of paths.entries()) {
        const answer = await localGet(site.origin + pagePath)
        if (answer.status !== 200) throw new Error(`${pagePath} answered ${answer.status}, not 200`)
        // The headers as the micro-cache sends them (its own X-Request-Id, Next's as stored).
        const viaCache = await localGet(cached.httpsUrl + pagePath)
        const headers = pageHeaders(viaCache.headerLines)
        pages.push({ path: pagePath, file: `page-${index}.html`, bytes: answer.body, headers })
      }
      const bare = await startBareNginx({ dir, httpsPort: NGINX_PORTS.bareHttps, pages, mirrored: cached.mirrored })
      try {
        const origins = {
          'bare nginx': bare.url,
          'nginx micro-cache': cached.httpsUrl,
          'next start alone': site.origin,
        }
        // Context for the figures: on a shared VM, a busy or stolen CPU lowers every variant.
        const idle = await idleMachineLoad()
        console.log(`\nThroughput: the machine before measuring, over 2 s: ${percent(idle.busy)} busy, ${percent(idle.steal)} stolen`)
        const measured: Measured[] = []
        for (const pagePath of paths) {
          const miss = await cacheMiss(cached.httpsUrl + pagePath)
          if (miss) throw new Error(miss)
          for (const encoding of Object.keys(ENCODINGS) as Encoding[]) {
            measured.push(...(await measure(origins, pagePath, encoding, cached)))
          }
        }
        return report(measured, paths)
      } finally {
        await bare.stop()
      }
    } finally {
      await cached.stopAndClean()
    }
  } finally {
    await site.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The three variants of one page and encoding, in interleaved rounds (bench/interleaved.ts);
 * each variant's figure is its median run. The micro-cache's "from cache" share counts every
 * request it got, warm-up included.
 */
async function measure(
  origins: Record<Variant, string>,
  pagePath: string,
  encoding: Encoding,
  cached: CachedProxy,
): Promise<Measured[]> {
  const headers = [...ENCODINGS[encoding]]
  cached.clearLog()
  const runs = await interleaved(
    VARIANTS,
    ROUNDS,
    (variant) => wrkOnce(origins[variant] + pagePath, WRK_SETTINGS.warmUpSeconds, headers),
    async (variant): Promise<Run> => {
      const { result, busy, steal } = await withCpuShares(() => wrkOnce(origins[variant] + pagePath, ROUND_SECONDS, headers))
      return { wrk: result, busy, steal }
    },
  )
  const fromCache = fromCacheShare(cached.cacheStatusesOf(pagePath))
  return VARIANTS.map((variant) => {
    const all = runs.get(variant)!
    const result = medianRun(all, (run) => run.wrk.requestsPerSecond).wrk
    return { path: pagePath, encoding, variant, result, runs: all, fromCache: variant === 'nginx micro-cache' ? fromCache : undefined }
  })
}

function report(measured: Measured[], paths: string[]): Figure[] {
  const { threads, connections, warmUpSeconds } = WRK_SETTINGS
  console.log(
    `\nPage throughput: wrk -t${threads} -c${connections}, each variant warmed up for ${warmUpSeconds} s, then ${ROUNDS} round(s) of -d${ROUND_SECONDS}s per variant, the order rotated each round, one variant at a time; req/s, p50 and p99 are each variant's median run; both nginx variants over TLS (HTTP/1.1, same certificate type, worker count, TLS and keep-alive settings), next start alone over plain HTTP (it has no TLS). plain: no Accept-Encoding; gzip: Accept-Encoding: gzip (bare nginx sends a file compressed ahead of time)\n`,
  )
  console.table(
    measured.map(({ path: pagePath, encoding, variant, result, runs, fromCache }) => ({
      path: pagePath,
      encoding,
      variant,
      'req/s': result.requestsPerSecond,
      'req/s of each run': runs.map((run) => run.wrk.requestsPerSecond).join(' / '),
      'CPU busy / stolen in each run': runs.map((run) => `${percent(run.busy)}/${percent(run.steal)}`).join(' '),
      'p50 ms': result.p50Ms,
      'p99 ms': result.p99Ms,
      'bytes/answer': result.bytesPerResponse,
      'from cache': fromCache === undefined ? '' : `${(fromCache * 100).toFixed(2)} %`,
      'non-2xx': result.non2xx,
      'socket errors': result.socketErrors,
      timeouts: result.timeouts,
    })),
  )
  const figures: Figure[] = []
  for (const row of measured) {
    const where = `${row.variant} ${row.path} ${row.encoding}`
    const failure = row.runs.map((run) => wrkFailure(run.wrk)).find(Boolean)
    if (failure) figures.push(figure(PART, `${where} answers`, failure, 'all 2xx, no errors', false))
    if (row.fromCache !== undefined) {
      figures.push(
        atLeast(PART, `${where} answered from the cache`, row.fromCache, FROM_CACHE_MIN, row.fromCache.toFixed(4)),
      )
    }
  }
  for (const pagePath of paths) {
    for (const encoding of Object.keys(ENCODINGS) as Encoding[]) {
      const rps = (variant: Variant) =>
        measured.find((row) => row.path === pagePath && row.encoding === encoding && row.variant === variant)!.result
          .requestsPerSecond
      const bare = rps('bare nginx')
      const where = `${pagePath} ${encoding}`
      figures.push(
        figure(
          PART,
          `req/s bare / micro-cache / alone, ${where}`,
          `${bare} / ${rps('nginx micro-cache')} / ${rps('next start alone')}`,
        ),
        atLeast(PART, `micro-cache / bare, ${where}`, ratio(rps('nginx micro-cache'), bare), CACHED_TARGET),
        figure(PART, `next start alone / bare, ${where}`, ratio(rps('next start alone'), bare)),
      )
    }
  }
  return figures
}
