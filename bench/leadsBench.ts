/** A lead endpoint at a steady rate on SQLite and on PostgreSQL, in one run. */
import { CAMPAIGN_FORM } from './campaignForm'
import { atLeast, atMost, below, figure, type Figure } from './figures'
import { medianRun } from './interleaved'
import {
  benchLeadEndpoint,
  LEAD_P99_TARGET_MS,
  LEAD_RATE,
  LEAD_RUNS,
  LEAD_SECONDS,
  SALES_FORM,
  type LeadBench,
  type LeadEngine,
  type LeadTarget,
} from './leads'
import { postgresUnreachable } from './postgresDatabase'

const ENGINES: LeadEngine[] = ['SQLite', 'PostgreSQL']

/** The part that runs `target` on `port` for both engines; prints a table per engine and returns the figures. */
const leadPart = (part: string, target: LeadTarget) =>
  async function benchPart(port: number): Promise<Figure[]> {
    const figures: Figure[] = []
    for (const engine of ENGINES) {
      try {
        figures.push(...(await benchEngine(port, engine, part, target)))
      } catch (error) {
        // One engine's failure must not hide the other's figures.
        console.error(`\nPOST ${target.path} on ${engine} failed:`, error)
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
        figures.push(figure(part, `${engine}: median p99 ms`, `failed: ${reason}`, `< ${LEAD_P99_TARGET_MS}`, false))
      }
    }
    return figures
  }

/** The sales drawer's endpoint. */
export const benchLeads = leadPart('leads', SALES_FORM)

/** A campaign form's endpoint (editors' forms on the same lead pipeline), with the same target. */
export const benchCampaignForms = leadPart('campaign-forms', CAMPAIGN_FORM)

async function benchEngine(port: number, engine: LeadEngine, part: string, target: LeadTarget): Promise<Figure[]> {
  const unreachable = engine === 'PostgreSQL' ? await postgresUnreachable() : null
  if (unreachable) throw new Error(unreachable)
  const runs: LeadBench[] = []
  for (let i = 0; i < LEAD_RUNS; i++) runs.push(await benchLeadEndpoint(port, engine, target))
  const median = medianRun(runs, (leads) => leads.p99)
  console.log(
    `\nPOST ${target.path} on ${engine}, one request every ${1000 / LEAD_RATE} ms (${LEAD_RATE}/s) for ${LEAD_SECONDS} s, latency from each request's due time (captcha and CRM faked locally); ${LEAD_RUNS} run(s), each on a fresh server and database\n`,
  )
  console.table(runs.map((leads, i) => ({ run: i + 1, ...leads, 'p99 target ms': LEAD_P99_TARGET_MS })))
  const failed = runs.reduce((sum, leads) => sum + leads.lost + leads.non2xx + leads.errors, 0)
  const notOnce = runs.reduce((sum, leads) => sum + leads['delivered twice+'] + leads.undelivered, 0)
  return [
    below(part, `${engine}: median p99 ms`, median.p99, LEAD_P99_TARGET_MS),
    figure(part, `${engine}: median p50 ms`, median.p50),
    atLeast(
      part,
      `${engine}: lowest achieved rate /s`,
      Math.min(...runs.map((leads) => leads.achievedRate)),
      LEAD_RATE * 0.98,
    ),
    atMost(part, `${engine}: lost, non-2xx or failed requests`, failed, 0),
    atMost(part, `${engine}: stored leads not delivered exactly once`, notOnce, 0),
    figure(part, `${engine}: slowest delivery drain s`, Math.max(...runs.map((leads) => leads['delivery drain s']))),
  ]
}
