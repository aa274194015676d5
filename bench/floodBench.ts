/**
 * Issue 7's "bad input" figure: a flood of 10 000 POSTs to the lead endpoints from one
 * address is refused by the limits (nginx's limit_req and the app's per-address limit)
 * while home's throughput stays above half of what it is without the flood. Measured behind
 * the micro-cache (the deployment the README documents; the target applies there) and on
 * next start alone (reported for comparison).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { cacheMiss, startCachedProxy } from './cachedProxy'
import { atLeast, atMost, figure, ratio, type Figure } from './figures'
import { flood, floodEmail, FLOOD_FORMS } from './flood'
import type { FloodTally } from './floodTally'
import { countLeads } from './leadRows'
import { startSite } from './server'
import { ensureWrk, measureWrk, WRK_SETTINGS, wrkOnce } from './wrk'
import { wrkFailure, type WrkResult } from './wrkReport'

const PART = 'flood'
const FLOOD_REQUESTS = 10_000
const UNDER_FLOOD_TARGET = 0.5
/** The app's limit, set explicitly so a developer's environment cannot change what is judged. */
const LEAD_RATE_LIMIT = 10
/** The flood starts this long before the page measurement and is paced to outlast it. */
const LEAD_IN_S = 0.5
const FLOOD_SECONDS = WRK_SETTINGS.seconds + 2 * LEAD_IN_S

/** `behindProxy`: the deployed path, which the target applies to; without it the figures are reported only. */
type Row = {
  variant: string
  behindProxy: boolean
  quiet: WrkResult
  underFlood: WrkResult
  flood: FloodTally & { seconds: number }
  /** Leads this variant's flood stored, per form. */
  stored: { form: string; stored: number }[]
}

/** Runs the flood part on `port` and the nginx ports; prints its tables and returns its figures. */
export async function benchFlood(port: number): Promise<Figure[]> {
  ensureWrk()
  // A fresh database, so the leads counted are this run's alone and none is left in `.bench-data`.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-bench-flood-'))
  try {
    const site = await startSite(port, {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LEAD_RATE_LIMIT: String(LEAD_RATE_LIMIT),
      LEAD_RATE_WINDOW_SECONDS: '600',
      // Requests within the limit must be stored, so only the limit can refuse them.
      CAPTCHA_DISABLED: 'true',
    })
    try {
      const cached = await startCachedProxy(site.origin)
      try {
        const miss = await cacheMiss(`${cached.httpsUrl}/`)
        if (miss) throw new Error(miss)
        return report([
          await measureVariant('nginx micro-cache', cached.httpsUrl, true, dataDir),
          await measureVariant('next start alone', site.origin, false, dataDir),
        ])
      } finally {
        await cached.stopAndClean()
      }
    } finally {
      await site.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * Home's throughput quiet, then while the flood runs through the same origin; then the leads
 * the flood stored. Each variant's flood carries an email address of its own, so its stored
 * leads are counted apart: the app's limit is judged per variant, whether or not it keys a
 * proxied and a direct request from the same host alike.
 */
async function measureVariant(variant: string, origin: string, behindProxy: boolean, dataDir: string): Promise<Row> {
  const quiet = await measureWrk(`${origin}/`)
  const email = floodEmail()
  const [floodResult, underFlood] = await Promise.all([
    flood(origin, { email, total: FLOOD_REQUESTS, seconds: FLOOD_SECONDS, throughProxy: behindProxy }),
    sleep(LEAD_IN_S * 1000).then(() => wrkOnce(`${origin}/`, WRK_SETTINGS.seconds)),
  ])
  const stored = []
  for (const form of FLOOD_FORMS) {
    stored.push({ form: form.path, stored: await countLeads({ dataDir }, form.table, 'email', email) })
  }
  return { variant, behindProxy, quiet, underFlood, flood: floodResult, stored }
}

function report(rows: Row[]): Figure[] {
  console.log(
    `\nHome under a flood: wrk as in the throughput part, without and then with ${FLOOD_REQUESTS} lead POSTs from 127.0.0.1 (round-robin over ${FLOOD_FORMS.map((form) => form.path).join(', ')}, evenly paced over ${FLOOD_SECONDS} s around the measurement; app limit ${LEAD_RATE_LIMIT} per form per address)\n`,
  )
  console.table(
    rows.map(({ variant, quiet, underFlood, flood: tally }) => ({
      variant,
      'quiet req/s': quiet.requestsPerSecond,
      'under flood req/s': underFlood.requestsPerSecond,
      'under flood p99 ms': underFlood.p99Ms,
      fraction: ratio(underFlood.requestsPerSecond, quiet.requestsPerSecond),
      'flood accepted': tally.accepted,
      'flood 429 app': tally.appLimited,
      'flood 429 proxy': tally.proxyLimited,
      'flood other': tally.other,
      'flood errors': tally.errors,
      'flood took s': tally.seconds,
    })),
  )
  console.table(
    rows.flatMap(({ variant, stored }) => stored.map((row) => ({ variant, ...row, 'target ≤': LEAD_RATE_LIMIT }))),
  )

  const figures: Figure[] = []
  for (const { variant, behindProxy, quiet, underFlood, flood: tally } of rows) {
    const fraction = ratio(underFlood.requestsPerSecond, quiet.requestsPerSecond)
    figures.push(
      behindProxy
        ? atLeast(PART, `${variant}: home req/s under flood / quiet`, fraction, UNDER_FLOOD_TARGET)
        : figure(PART, `${variant}: home req/s under flood / quiet`, fraction),
      figure(PART, `${variant}: flood answered 429 (app + proxy)`, tally.appLimited + tally.proxyLimited),
      atMost(PART, `${variant}: flood answers neither 2xx nor limited, or failed`, tally.other + tally.errors, 0),
    )
    for (const [when, result] of [
      ['quiet', quiet],
      ['under flood', underFlood],
    ] as const) {
      // Without the proxy, a server starved by the flood is the figure itself (reported, no target).
      const starvedIsAFigure = !behindProxy && when === 'under flood'
      const failure = wrkFailure(result, { starvedIsAFigure })
      if (failure) figures.push(figure(PART, `${variant}: home ${when} answers`, failure, 'all 2xx, no errors', false))
      if (starvedIsAFigure && result.timeouts > 0) {
        figures.push(figure(PART, `${variant}: home under flood, requests unanswered after 10 s`, result.timeouts))
      }
    }
  }
  for (const { variant, flood: tally, stored } of rows) {
    for (const row of stored) {
      figures.push(atMost(PART, `${variant}: leads stored from the flood, ${row.form}`, row.stored, LEAD_RATE_LIMIT))
    }
    const storedTotal = stored.reduce((sum, row) => sum + row.stored, 0)
    figures.push(
      figure(
        PART,
        `${variant}: flood answers 2xx = leads stored`,
        `${tally.accepted} = ${storedTotal}`,
        'equal',
        tally.accepted === storedTotal,
      ),
    )
  }
  return figures
}
