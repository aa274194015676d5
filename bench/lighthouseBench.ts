/**
 * Lighthouse 13, mobile preset, on four key pages beside the framework's floor, a bare Next.js
 * page (bareNext.ts), in alternating rounds in one Chromium (issue 36): scores, LCP, TBT, CLS and
 * JavaScript bytes, each page's against the floor's measured in the same run.
 */
import { buildBareNext, startBareNext } from './bareNext'
import { aBlogPost } from './blogPost'
import { atLeast, atMost, figure, ratio, type Figure } from './figures'
import { runLighthouse, type LighthouseResult } from './lighthouse'
import { startSite } from './server'

const PART = 'lighthouse'
const ROUNDS = process.env.BENCH_SHORT ? 1 : 3
const FLOOR = 'bare Next.js page'
/** Issue 36's acceptance, each against the floor's figure from the same run. */
const TARGET = {
  performance: 98,
  performanceBelowFloor: 2,
  lcpRatio: 1.3,
  tbtRatio: 1.2,
  jsKb: 145,
} as const
const OTHER_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/** Runs the Lighthouse part with our site on `port` and the floor on the port after it. */
export async function benchLighthouse(port: number): Promise<Figure[]> {
  const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? port + 1)
  const bareDir = buildBareNext()
  const site = await startSite(port)
  const floor = await startBareNext(bareDir, floorPort)
  try {
    const paths = ['/', '/products/relay', '/pricing', await aBlogPost(site.origin)]
    const results = await runLighthouse(
      [{ label: FLOOR, url: `${floor.origin}/` }, ...paths.map((path) => ({ label: path, url: `${site.origin}${path}` }))],
      ROUNDS,
    )
    const base = results.find((row) => row.label === FLOOR)!
    const pages = results.filter((row) => row !== base)
    console.log(
      `\nLighthouse ${base.version}, mobile preset (simulated throttling), median of ${ROUNDS} alternating round(s) per figure, beside a bare Next.js page measured in the same rounds; JS = script bytes transferred\n`,
    )
    console.table(results.map((row) => tableRow(row, base)))
    return [
      figure(PART, `floor: performance / LCP ms / TBT ms / JS KB`, `${base.performance} / ${base.lcpMs} / ${base.tbtMs} / ${kb(base.jsBytes)}`),
      ...pages.flatMap((row) => pageFigures(row, base)),
    ]
  } finally {
    await floor.stop()
    await site.stop()
  }
}

function tableRow(row: LighthouseResult, base: LighthouseResult) {
  return {
    page: row.label,
    performance: row.performance,
    accessibility: row.accessibility,
    'best-practices': row['best-practices'],
    seo: row.seo,
    'LCP ms': row.lcpMs,
    'LCP × floor': ratio(row.lcpMs, base.lcpMs),
    'TBT ms': row.tbtMs,
    'TBT × floor': ratio(row.tbtMs, base.tbtMs),
    CLS: row.cls.toFixed(3),
    'JS KB': kb(row.jsBytes),
    'CPU index': row.benchmarkIndex,
    'problems (runtime error; audits losing points, performance aside)': row.problems.join(', ') || 'none',
  }
}

function pageFigures(row: LighthouseResult, base: LighthouseResult): Figure[] {
  const page = row.label
  const minimum = Math.max(TARGET.performance, base.performance - TARGET.performanceBelowFloor)
  const lcp = ratio(row.lcpMs, base.lcpMs)
  const tbt = ratio(row.tbtMs, base.tbtMs)
  // A floor of 0 ms blocking leaves no ratio: then only 0 ms meets it.
  const tbtMet = base.tbtMs === 0 ? row.tbtMs === 0 : tbt <= TARGET.tbtRatio
  return [
    atLeast(PART, `performance ${page} (floor ${base.performance})`, row.performance, minimum),
    ...OTHER_CATEGORIES.map((category) => atLeast(PART, `${category} ${page}`, row[category], 100)),
    figure(PART, `LCP × floor ${page}`, `${lcp} (${row.lcpMs} ms)`, `≤ ${TARGET.lcpRatio}`, lcp <= TARGET.lcpRatio),
    figure(PART, `TBT × floor ${page}`, `${tbt} (${row.tbtMs} ms)`, `≤ ${TARGET.tbtRatio}`, tbtMet),
    atMost(PART, `CLS ${page}`, row.cls, 0, row.cls.toFixed(3)),
    atMost(PART, `JS KB transferred ${page}`, kb(row.jsBytes), TARGET.jsKb),
  ]
}
