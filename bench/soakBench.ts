/** The soak part: mixed traffic while the redirect-rules endpoint hangs or stalls, on SQLite and on PostgreSQL + Redis. */
import { emptyRedisDatabase } from '../tests/scale/helpers/redisDatabase'
import { atMost, figure, type Figure } from './figures'
import { createBenchDatabase, postgresUnreachable } from './postgresDatabase'
import { PAGE_LIMIT_MS } from './soakReport'
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
      figures.push(...verdictFigures(result))
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

function verdictFigures({ engine, rows, verdict }: SoakResult): Figure[] {
  const page = rows.find((row) => row.kind === 'page')
  return [
    atMost(PART, `${engine}: page requests unanswered or over ${PAGE_LIMIT_MS / 1000} s`, verdict.slowPages, 0),
    figure(PART, `${engine}: page p50 / p99 / max ms`, page ? `${page['p50 ms']} / ${page['p99 ms']} / ${page['max ms']}` : 'none'),
    figure(PART, `${engine}: /api/ready reflects the state`, `${verdict.ready503} of ${verdict.readyProbes} probes not 200`, 'truthful', verdict.readinessTruthful),
    figure(PART, `${engine}: rules endpoint hung / stalled`, `${verdict.rules.hang} / ${verdict.rules.stall}`, 'both > 0', verdict.faultsInjected),
    atMost(PART, `${engine}: pages with an unexpected status`, verdict.wrongPages, 0),
    figure(PART, `${engine}: leads not accepted`, verdict.leadsFailed),
  ]
}
