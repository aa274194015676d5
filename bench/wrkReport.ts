import { z } from 'zod'

const count = z.number().int().nonnegative()
/** The line bench/wrk/report.lua writes; times in microseconds. */
const reportSchema = z.object({
  requests: count,
  durationUs: count,
  bytes: count,
  connectErrors: count,
  readErrors: count,
  writeErrors: count,
  statusErrors: count,
  timeouts: count,
  p50Us: count,
  p90Us: count,
  p99Us: count,
  maxUs: count,
})

export type WrkResult = {
  requests: number
  requestsPerSecond: number
  /** Mean bytes per response, headers included: shows the variants served the same page. */
  bytesPerResponse: number
  p50Ms: number
  p90Ms: number
  p99Ms: number
  maxMs: number
  /** Answers outside 2xx and 3xx. */
  non2xx: number
  socketErrors: number
  timeouts: number
}

const MARKER = 'WRK_REPORT '
const ms = (us: number) => Math.round(us / 10) / 100

/** Read wrk's output: the report line of bench/wrk/report.lua; throws when it is missing or malformed. */
export function parseWrkReport(output: string): WrkResult {
  const line = output.split('\n').find((candidate) => candidate.startsWith(MARKER))
  if (!line) throw new Error(`wrk printed no ${MARKER.trim()} line:\n${output}`)
  const report = reportSchema.parse(JSON.parse(line.slice(MARKER.length)))
  if (report.durationUs === 0) throw new Error('wrk ran for no time')
  return {
    requests: report.requests,
    requestsPerSecond: Math.round((report.requests / report.durationUs) * 1e6),
    bytesPerResponse: report.requests === 0 ? 0 : Math.round(report.bytes / report.requests),
    p50Ms: ms(report.p50Us),
    p90Ms: ms(report.p90Us),
    p99Ms: ms(report.p99Us),
    maxMs: ms(report.maxUs),
    non2xx: report.statusErrors,
    socketErrors: report.connectErrors + report.readErrors + report.writeErrors,
    timeouts: report.timeouts,
  }
}

/**
 * Why a wrk run cannot count as a measurement (nothing answered, errors, non-2xx, timeouts), or
 * null when it can. With `starvedIsAFigure`, a server too busy to answer in time (no answer, or
 * timeouts) is what is being measured, and only wrong answers and broken connections fail.
 */
export function wrkFailure(result: WrkResult, { starvedIsAFigure = false } = {}): string | null {
  if (result.requests === 0 && !starvedIsAFigure) return 'no request was answered'
  const problems = [
    result.non2xx > 0 && `${result.non2xx} non-2xx/3xx answers`,
    result.socketErrors > 0 && `${result.socketErrors} socket errors`,
    result.timeouts > 0 && !starvedIsAFigure && `${result.timeouts} timeouts`,
  ].filter(Boolean)
  return problems.length === 0 ? null : problems.join(', ')
}
