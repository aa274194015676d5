import { describe, expect, it } from 'vitest'

import { parseWrkReport, wrkFailure } from '../../bench/wrkReport'

/** wrk 4.1's output with bench/wrk/report.lua, as printed by a real run here. */
const OUTPUT = `Running 1s test @ http://127.0.0.1:18290/
  1 threads and 2 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    14.79ms   33.31ms 175.91ms   90.70%
    Req/Sec   699.33    338.05     1.22k    55.56%
  650 requests in 1.00s, 284.38KB read
Requests/sec:    648.82
Transfer/sec:    283.86KB
WRK_REPORT {"requests":650,"durationUs":1001812,"bytes":291200,"connectErrors":0,"readErrors":0,"writeErrors":0,"statusErrors":0,"timeouts":0,"p50Us":1669,"p90Us":43388,"p99Us":159248,"maxUs":175914}
`

const withReport = (fields: Record<string, number>) =>
  OUTPUT.replace(
    /WRK_REPORT (.*)/,
    (_, json: string) => `WRK_REPORT ${JSON.stringify({ ...JSON.parse(json), ...fields })}`,
  )

describe('parseWrkReport', () => {
  it('reads exact counts and converts microseconds to milliseconds', () => {
    expect(parseWrkReport(OUTPUT)).toEqual({
      requests: 650,
      requestsPerSecond: 649, // 650 / 1.001812 s, not wrk's own rounded 648.82
      bytesPerResponse: 448,
      p50Ms: 1.67,
      p90Ms: 43.39,
      p99Ms: 159.25,
      maxMs: 175.91,
      non2xx: 0,
      socketErrors: 0,
      timeouts: 0,
    })
  })

  it('adds up connect, read and write errors and keeps non-2xx apart', () => {
    const result = parseWrkReport(
      withReport({ connectErrors: 1, readErrors: 2, writeErrors: 3, statusErrors: 7, timeouts: 4 }),
    )
    expect(result).toMatchObject({ socketErrors: 6, non2xx: 7, timeouts: 4 })
  })

  it('refuses output without the report line, a malformed one, or a run of no time', () => {
    expect(() => parseWrkReport(OUTPUT.replace(/WRK_REPORT.*\n/, ''))).toThrow(/no WRK_REPORT line/)
    expect(() => parseWrkReport(withReport({ requests: -1 }))).toThrow()
    expect(() => parseWrkReport(OUTPUT.replace('"timeouts":0,', ''))).toThrow()
    expect(() => parseWrkReport(withReport({ durationUs: 0 }))).toThrow(/no time/)
  })
})

describe('wrkFailure', () => {
  const clean = parseWrkReport(OUTPUT)

  it('passes a run with only 2xx answers and no errors', () => {
    expect(wrkFailure(clean)).toBeNull()
  })

  it('names every problem of a run that cannot count', () => {
    expect(wrkFailure({ ...clean, non2xx: 3 })).toBe('3 non-2xx/3xx answers')
    expect(wrkFailure({ ...clean, socketErrors: 2, timeouts: 1 })).toBe('2 socket errors, 1 timeouts')
    expect(wrkFailure({ ...clean, requests: 0 })).toBe('no request was answered')
  })

  it('lets a starved run count as a figure when asked, but never wrong answers or broken connections', () => {
    const starved = { ...clean, requests: 0, timeouts: 32 }
    expect(wrkFailure(starved, { starvedIsAFigure: true })).toBeNull()
    expect(wrkFailure({ ...starved, non2xx: 1 }, { starvedIsAFigure: true })).toBe('1 non-2xx/3xx answers')
    expect(wrkFailure({ ...starved, socketErrors: 2 }, { starvedIsAFigure: true })).toBe('2 socket errors')
  })
})
