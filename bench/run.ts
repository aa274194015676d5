/**
 * `npm run bench`: starts the production site with the README's start command (port 3200
 * unless BENCH_PORT is set; nginx on BENCH_NGINX_PORT, default 18210, and the two ports after
 * it) and prints the figures the issues ask for, each part's own tables as it goes and one
 * table of every headline figure against its target at the end. Not a test: it prints numbers.
 * The exit code is 1 when a target is missed.
 *
 * BENCH_ONLY=<part>[,<part>…] runs some parts; BENCH_SHORT=1 makes every part a quick smoke
 * run whose figures mean little. The consent part (bench/consent.ts) runs its own site, with
 * every integration configured, on its own database and build; every other part uses the
 * `.next-bench` build, the publishing, leads, campaign-forms and flood parts each on their own database.
 */
import { benchConsent } from './consent'
import { figure, misses, tableRows, type Figure } from './figures'
import { benchFlood } from './floodBench'
import { benchCampaignForms, benchLeads } from './leadsBench'
import { benchLighthouse } from './lighthouseBench'
import { benchPages } from './pagesBench'
import { benchPublishing } from './publishing'
import { benchSearch } from './searchBench'
import { benchSoak } from './soakBench'
import { benchStartup } from './startup'
import { benchThroughput } from './throughput'

const port = Number(process.env.BENCH_PORT ?? 3200)

/** A part that reports only what it missed (issues 5 and 6) becomes one line of the table. */
const missesAsFigure = (part: string, run: (port: number) => Promise<string[]>) => async (port: number) => {
  const missed = await run(port)
  return [figure(part, 'targets missed', missed.join('; ') || 'none', 'none', missed.length === 0)]
}

const PARTS: Record<string, (port: number) => Promise<Figure[]>> = {
  pages: benchPages,
  lighthouse: benchLighthouse,
  leads: benchLeads,
  search: benchSearch,
  'campaign-forms': benchCampaignForms,
  publishing: missesAsFigure('publishing', benchPublishing),
  consent: missesAsFigure('consent', benchConsent),
  throughput: benchThroughput,
  startup: benchStartup,
  flood: benchFlood,
  soak: benchSoak,
}

const chosen = process.env.BENCH_ONLY
  ? process.env.BENCH_ONLY.split(',').map((part) => part.trim())
  : Object.keys(PARTS)
const unknown = chosen.filter((part) => !(part in PARTS))
if (unknown.length > 0) {
  throw new Error(
    `BENCH_ONLY names ${unknown.join(', ')}; the parts are ${Object.keys(PARTS).join(', ')} (or leave it unset for all)`,
  )
}

const figures: Figure[] = []
for (const part of chosen) {
  try {
    figures.push(...(await PARTS[part]!(port)))
  } catch (error) {
    // One broken part must not hide the others' figures; it shows as a miss.
    console.error(`\nThe ${part} part failed:`, error)
    figures.push(
      figure(
        part,
        'part ran',
        `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        'ran',
        false,
      ),
    )
  }
}

console.log(`\nAll figures${process.env.BENCH_SHORT ? ' (BENCH_SHORT: a smoke run, not a measurement)' : ''}\n`)
console.table(tableRows(figures))
const missed = misses(figures)
console.log(missed.length === 0 ? '\nAll targets met.' : `\nMissed: ${missed.join(', ')}`)
process.exitCode = missed.length === 0 ? 0 : 1
