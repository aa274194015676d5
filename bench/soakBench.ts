/** The soak part: mixed traffic while the redirect-rules endpoint hangs or stalls, on SQLite and on PostgreSQL + Redis. */
import { emptyRedisDatabase } from '../tests/scale/helpers/redisDatabase'
import { atLeast, atMost, figure, type Figure } from './figures'
import { createBenchDatabase, postgresUnreachable } from './postgresDatabase'
import { PAGE_LIMIT_MS, type KindRow } from './soakReport'
import { printSoak, runSoak, type SoakResult } from './soakRun'

const PART = 'soak'

/** Ten minutes per engine; BENCH_SOAK_SECONDS changes it, BENCH_SHORT makes it a 20 s smoke run. */
const soakMs = () =>
  1000 * (process.env.BENCH_SOAK_SECONDS ? Number(process.env.BENCH_SOAK_SECONDS) : process.env.BENCH_SHORT ? 20 : 600)

export async function benchSoak(port: number): Promise<Figure[]> {
  const durationMs = soakMs()
  const figures: Figure[] = []
  const engines: [string, () => Promise<SoakResult>][] = [
    ['SQLite', () => runSoak(port, { name: 'SQLite', distDir: '.next-soak' }, durationMs)],
    ['PostgreSQL + Redis', () => onPostgresAndRedis(port, durationMs)],
  ]
  for (const [name, run] of engines) {
    try {
      const result = await run()
      printSoak(result, durationMs)
      figures.push(...verdictFigures(result, durationMs))
    } catch (error) {
      console.error(`\nThe soak on ${name} failed:`, error)
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
      figures.push(figure(PART, `${name}: soak ran`, `failed: ${reason}`, 'ran', false))
    }
  }
  return figures
}

async function onPostgresAndRedis(port: number, durationMs: number): Promise<SoakResult> {
  const unreachable = await postgresUnreachable()
  if (unreachable) throw new Error(unreachable)
  const database = await createBenchDatabase()
  const redis = await emptyRedisDatabase()
  try {
    return await runSoak(
      port,
      { name: 'PostgreSQL + Redis', distDir: '.next-soak-redis', databaseUrl: database.url, redisUrl: redis.url },
      durationMs,
    )
  } finally {
    await redis.drop()
    await database.drop()
  }
}

/**
 * What the soak must show (issue 16). Until stop 48 a one-minute run of it was a scale test in
 * `npm test`; its checks moved here whole: pages, the redirect made before the faults, readiness,
 * and every lead, image and admin edit answered as expected.
 */
function verdictFigures({ engine, rows, verdict }: SoakResult, durationMs: number): Figure[] {
  const page = rows.find((row) => row.kind === 'page')
  const allAnswered = (kind: KindRow['kind']): Figure => {
    const row = rows.find((candidate) => candidate.kind === kind)
    const shown = row ? `${row['other than expected']} wrong, ${row['no answer']} unanswered of ${row.requests}` : 'none sent'
    const met = !!row && row.requests > 0 && row['other than expected'] === 0 && row['no answer'] === 0
    return figure(PART, `${engine}: ${kind} requests`, shown, 'some, all as expected', met)
  }
  const minutes = durationMs / 60_000
  return [
    atLeast(PART, `${engine}: page requests (100 a minute at least)`, verdict.pageRequests, Math.floor(100 * minutes)),
    atMost(PART, `${engine}: page requests unanswered or over ${PAGE_LIMIT_MS / 1000} s`, verdict.slowPages, 0),
    figure(PART, `${engine}: page p50 / p99 / max ms`, page ? `${page['p50 ms']} / ${page['p99 ms']} / ${page['max ms']}` : 'none'),
    figure(PART, `${engine}: /api/ready reflects the state`, `${verdict.ready503} of ${verdict.readyProbes} probes not 200`, 'truthful', verdict.readinessTruthful),
    figure(PART, `${engine}: rules endpoint hung / stalled`, `${verdict.rules.hang} / ${verdict.rules.stall}`, 'both > 0', verdict.faultsInjected),
    atMost(PART, `${engine}: pages with an unexpected status`, verdict.wrongPages, 0),
    atMost(PART, `${engine}: /api/ready probes not 200 (pages were served)`, verdict.ready503, 0),
    atLeast(PART, `${engine}: /api/ready probes (one a second, half the run at least)`, verdict.readyProbes, Math.floor(30 * minutes)),
    ...(['redirect', 'lead', 'image', 'admin edit'] as const).map(allAnswered),
    figure(PART, `${engine}: leads not accepted`, verdict.leadsFailed),
  ]
}
