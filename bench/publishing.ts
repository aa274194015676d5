/**
 * Issue 6's benchmark: publish, unpublish and delete reach every affected page, listing,
 * sitemap, feed and the navigation without a rebuild, within 5 seconds. Signed in as the admin
 * over REST, each action is timed from the API's answer until the slowest affected public URL
 * shows it (bench/publishingRun.ts), three times over.
 */
import { rmSync } from 'node:fs'

import { signIn } from './cmsRest'
import { GIVE_UP_MS, POLL_MS } from './propagation'
import { ACTIONS, publishingRun, publishingSubjects, type ActionResult } from './publishingRun'
import { startSite } from './server'

/**
 * The build is the pages part's `.next-bench`: the build stamp covers the sources and the
 * build-time settings (none of which differ here), not the data, so it is not built twice.
 * That build prerendered from whichever database was current when it was made (`.bench-data`,
 * or this part's own if it ran first), and the served pages start out from that database's
 * content. This part's database is therefore removed before each run, so `npm start` migrates
 * and seeds it afresh from the same seed: the same documents, ids, slugs and navigation as the
 * prerendered pages (only seed-time timestamps differ, which nothing here compares against a
 * previous database), and no change left over from an interrupted run. Sharing `.bench-data`
 * instead would put the pages part's figures at the mercy of an interrupted run here; a build of
 * our own would cost minutes for the same pages. (The leads part reuses the build the same way.)
 */
const DATA_DIR = '.bench-publishing-data'
const DIST_DIR = '.next-bench'
const ADMIN_EMAIL = 'bench-admin@example.com'
const ADMIN_PASSWORD = 'bench-admin-password-0'
const RUNS = 3
const TARGET_MS = 5000

const shown = (ms: number | null) => (ms === null ? `never (>${GIVE_UP_MS / 1000} s)` : String(ms))

/** Runs the publishing bench on `port`, prints its table and returns what missed its target. */
export async function benchPublishing(port: number): Promise<string[]> {
  rmSync(DATA_DIR, { recursive: true, force: true })
  const site = await startSite(port, { DATA_DIR, NEXT_DIST_DIR: DIST_DIR, ADMIN_EMAIL, ADMIN_PASSWORD })
  const results: ActionResult[] = []
  let postPath = ''
  try {
    const cms = await signIn(site.origin, ADMIN_EMAIL, ADMIN_PASSWORD)
    const { post, nav } = await publishingSubjects(cms)
    postPath = `/blog/${post.slug}`
    for (let run = 1; run <= RUNS; run++) results.push(...(await publishingRun(site.origin, cms, run, post, nav)))
  } finally {
    await site.stop()
  }
  return report(results, postPath)
}

function report(results: ActionResult[], postPath: string): string[] {
  console.log(
    `\nPublishing through the REST API as the admin: milliseconds from the API's answer until each public URL shows the change (anonymous GETs every ${POLL_MS} ms, cache: no-store, up to ${GIVE_UP_MS / 1000} s); ${RUNS} runs, target ≤ ${TARGET_MS} ms for the slowest URL`,
  )
  console.log(
    `post = ${postPath}; page = /bench-publishing-<run marker>; rss, atom = /blog/feed.xml, /blog/atom.xml; sitemap = /sitemap.xml (for the title edit: the post's <lastmod>)\n`,
  )
  console.table(
    results.map((result) => ({
      action: result.action,
      run: result.run,
      'per-URL ms': result.perUrl.map(({ label, ms }) => `${label} ${shown(ms)}`).join(', '),
      'slowest ms': shown(result.slowestMs),
      'target ms': TARGET_MS,
      met: result.slowestMs !== null && result.slowestMs <= TARGET_MS && result.blind.length === 0 ? 'yes' : 'NO',
    })),
  )
  const maxima = ACTIONS.map((action) => {
    const figures = results.filter((result) => result.action === action).map((result) => result.slowestMs)
    return { action, max: figures.length === 0 || figures.includes(null) ? null : Math.max(...(figures as number[])) }
  })
  console.log(
    `max of the slowest URL per action over ${RUNS} runs: ${maxima.map(({ action, max }) => `${action} ${max === null ? 'never' : `${max} ms`}`).join(', ')} (target ≤ ${TARGET_MS} ms)`,
  )

  const misses: string[] = []
  for (const result of results) {
    const where = `publishing: ${result.action} run ${result.run}`
    for (const label of result.blind) misses.push(`${where}: ${label} showed the change before the call`)
    for (const { label, ms } of result.perUrl) if (ms === null) misses.push(`${where}: ${label} never changed`)
    if (result.slowestMs !== null && result.slowestMs > TARGET_MS) misses.push(`${where}: ${result.slowestMs} ms`)
  }
  return misses
}
