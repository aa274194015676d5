/** Lighthouse 12, mobile preset, on four key pages: scores, LCP, TBT, CLS and JavaScript bytes. */
import { aBlogPost } from './blogPost'
import { atLeast, atMost, figure, type Figure } from './figures'
import { runLighthouse } from './lighthouse'
import { startSite } from './server'

const PART = 'lighthouse'
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const
const RUNS = process.env.BENCH_SHORT ? 1 : 3

/** Runs the Lighthouse part on `port`; prints its table and returns its figures. */
export async function benchLighthouse(port: number): Promise<Figure[]> {
  const site = await startSite(port)
  try {
    const paths = ['/', '/products/relay', '/pricing', await aBlogPost(site.origin)]
    const results = await runLighthouse(site.origin, paths, RUNS)
    console.log(
      `\nLighthouse 12, mobile preset (simulated throttling), median of ${RUNS} run(s) per figure; targets: performance ≥ 95, others 100, CLS 0; JS = script bytes transferred\n`,
    )
    console.table(
      results.map((row) => ({
        path: row.path,
        performance: row.performance,
        accessibility: row.accessibility,
        'best-practices': row['best-practices'],
        seo: row.seo,
        'LCP ms': row.lcpMs,
        'TBT ms': row.tbtMs,
        CLS: row.cls.toFixed(3),
        'JS KB': (row.jsBytes / 1024).toFixed(1),
        'CPU index': row.benchmarkIndex,
        'problems (runtime error; audits losing points, performance aside)': row.problems.join(', ') || 'none',
      })),
    )
    return results.flatMap((row) => [
      ...(Object.keys(TARGETS) as (keyof typeof TARGETS)[]).map((category) =>
        atLeast(PART, `${category} ${row.path}`, row[category], TARGETS[category]),
      ),
      atMost(PART, `CLS ${row.path}`, row.cls, 0, row.cls.toFixed(3)),
      figure(PART, `LCP / TBT ms ${row.path}`, `${row.lcpMs} / ${row.tbtMs}`),
      figure(PART, `JS KB transferred ${row.path}`, (row.jsBytes / 1024).toFixed(1)),
      figure(PART, `Lighthouse CPU benchmark index ${row.path}`, String(row.benchmarkIndex)),
    ])
  } finally {
    await site.stop()
  }
}
