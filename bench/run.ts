/**
 * `npm run bench`: starts the production site twice with the README's start command
 * (port 3200 unless BENCH_PORT is set) and prints the figures the issues ask for, each
 * marked against its target. Not a test: it prints numbers. The consent part (bench/consent.ts)
 * runs its own site, with every integration configured, on its own database and build; the
 * publishing part (bench/publishing.ts) its own database on the pages part's build.
 */
import { aBlogPost } from './blogPost'
import { benchConsent } from './consent'
import { measureFirstLoadJs } from './firstLoadJs'
import { benchSalesForm, LEAD_P99_TARGET_MS, LEAD_RATE, LEAD_RUNS, LEAD_SECONDS, type LeadBench } from './leads'
import { runLighthouse } from './lighthouse'
import { checkPrerendered } from './prerender'
import { benchPublishing } from './publishing'
import { startSite } from './server'

const FIRST_LOAD_BUDGET_KB = 160
const SECOND_START_TARGET_S = 15
const PUBLIC_PATHS = [
  '/',
  '/products/relay',
  '/solutions/cards',
  '/pricing',
  '/customers',
  '/blog',
  '/careers',
  '/legal/privacy',
]
const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const
const port = Number(process.env.BENCH_PORT ?? 3200)

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const misses: string[] = []

async function benchPages() {
  // The first start may migrate, seed and build; the second must do none of that.
  await (await startSite(port)).stop()
  const startedAt = performance.now()
  const site = await startSite(port)
  const secondStartS = (performance.now() - startedAt) / 1000
  try {
    const rebuilt = /building/i.test(site.output())
    const reseeded = /Seeded/.test(site.output())
    console.log('\nSecond `npm start` (database migrated and seeded, build current)\n')
    console.table([
      {
        'seconds to first answer': secondStartS.toFixed(1),
        'target s': SECOND_START_TARGET_S,
        rebuilt: rebuilt ? 'YES' : 'no',
        reseeded: reseeded ? 'YES' : 'no',
      },
    ])
    if (secondStartS > SECOND_START_TARGET_S || rebuilt || reseeded) misses.push('second start')

    const audited = ['/', '/products/relay', await aBlogPost(site.origin), '/pricing']
    const firstLoad = []
    for (const path of audited) firstLoad.push({ path, ...(await measureFirstLoadJs(site.origin, path)) })
    console.log('\nFirst-load JavaScript (external scripts, gzip, without nomodule)\n')
    console.table(
      firstLoad.map((row) => ({
        path: row.path,
        scripts: row.scripts,
        'raw KB': kb(row.rawBytes),
        'gzip KB': kb(row.gzipBytes),
        'budget KB': FIRST_LOAD_BUDGET_KB,
        'inline RSC payload gzip KB (in the HTML)': kb(row.inlineGzipBytes),
      })),
    )
    misses.push(
      ...firstLoad
        .filter((row) => row.gzipBytes > FIRST_LOAD_BUDGET_KB * 1024)
        .map((row) => `first-load JS ${row.path}`),
    )

    const pages = []
    for (const path of PUBLIC_PATHS) pages.push(await checkPrerendered(site.origin, path))
    console.log('\nPublic pages served from the prerender/ISR cache to an anonymous visitor (no database query)\n')
    console.table(
      pages.map(({ path, status, cache, cacheControl, fromCache }) => ({
        path,
        status,
        'x-nextjs-cache': cache,
        'cache-control': cacheControl,
        'from cache': fromCache ? 'yes' : 'NO',
      })),
    )
    misses.push(...pages.filter((page) => !page.fromCache).map((page) => `prerendered ${page.path}`))

    if (process.env.BENCH_SKIP_LIGHTHOUSE) {
      console.log('\nLighthouse skipped: BENCH_SKIP_LIGHTHOUSE is set.')
    } else {
      const scores = await runLighthouse(site.origin, audited)
      console.log('\nLighthouse 12, mobile preset, median of 3 runs (targets: performance ≥ 95, others 100, CLS 0)\n')
      console.table(scores.map((row) => ({ ...row, cls: row.cls.toFixed(3) })))
      for (const row of scores) {
        for (const category of Object.keys(LIGHTHOUSE_TARGETS) as (keyof typeof LIGHTHOUSE_TARGETS)[]) {
          if (row[category] < LIGHTHOUSE_TARGETS[category]) misses.push(`Lighthouse ${category} ${row.path}`)
        }
        if (row.cls !== 0) misses.push(`CLS ${row.path}`)
      }
    }
  } finally {
    await site.stop()
  }
}

async function benchLeads() {
  const runs: LeadBench[] = []
  for (let i = 0; i < LEAD_RUNS; i++) runs.push(await benchSalesForm(port))
  const median = [...runs].sort((a, b) => a.p99 - b.p99)[Math.floor(runs.length / 2)]!
  console.log(
    `\nPOST /api/salesForm, one request every ${1000 / LEAD_RATE} ms (${LEAD_RATE}/s) for ${LEAD_SECONDS} s, latency from each request's due time (SQLite, captcha and CRM faked locally); ${LEAD_RUNS} runs, each on a fresh server and database\n`,
  )
  console.table(runs.map((leads, i) => ({ run: i + 1, ...leads, 'p99 target ms': LEAD_P99_TARGET_MS })))
  console.log(`median p99: ${median.p99} ms (target < ${LEAD_P99_TARGET_MS} ms)`)
  if (median.p99 >= LEAD_P99_TARGET_MS) misses.push('salesForm p99')
  if (runs.some((leads) => leads.lost > 0 || leads.non2xx > 0 || leads.errors > 0))
    misses.push('salesForm lost or failed requests')
  if (runs.some((leads) => leads.achievedRate < LEAD_RATE * 0.98)) misses.push('salesForm rate not sustained')
}

// BENCH_ONLY=pages, leads, publishing or consent runs one part; unset runs all four.
const PARTS = ['pages', 'leads', 'publishing', 'consent'] as const
const only = process.env.BENCH_ONLY || undefined
if (only !== undefined && !(PARTS as readonly string[]).includes(only)) {
  throw new Error(`BENCH_ONLY must be one of ${PARTS.join(', ')} (or unset for all), not '${only}'`)
}
const runs = (part: (typeof PARTS)[number]) => only === undefined || only === part
if (runs('pages')) await benchPages()
if (runs('leads')) await benchLeads()
if (runs('publishing')) misses.push(...(await benchPublishing(port)))
if (runs('consent')) misses.push(...(await benchConsent(port)))

console.log(misses.length === 0 ? '\nAll targets met.' : `\nMissed: ${misses.join(', ')}`)
process.exitCode = misses.length === 0 ? 0 : 1
