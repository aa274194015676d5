import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { ensureDebianPackage } from '../scripts/lib/debianPackage'
import { parseWrkReport, type WrkResult } from './wrkReport'

const WRK = '/usr/bin/wrk'
const REPORT_SCRIPT = path.resolve('bench/wrk/report.lua')
const short = Boolean(process.env.BENCH_SHORT)

/**
 * One setting for every variant so the figures compare: 1 thread and 32 connections, as
 * DESIGN.md measured bare nginx with (wrk takes one of this machine's two cores, the server
 * the other). BENCH_SHORT=1 shortens the runs to a smoke test whose figures mean little.
 */
export const WRK_SETTINGS = {
  threads: 1,
  connections: 32,
  seconds: Number(process.env.BENCH_WRK_SECONDS ?? (short ? 3 : 10)),
  warmUpSeconds: short ? 1 : 3,
}

/** Debian's wrk, installed with apt-get when missing and we are root (else the instruction is thrown). */
export const ensureWrk = () => ensureDebianPackage(WRK, 'wrk', 'npm run bench')

/** One wrk run with the bench's settings and these request headers (`Name: value`), no warm-up. */
export async function wrkOnce(url: string, seconds: number, headers: string[] = []): Promise<WrkResult> {
  const { threads, connections } = WRK_SETTINGS
  const { stdout } = await promisify(execFile)(WRK, [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    ...headers.flatMap((header) => ['-H', header]),
    // wrk's default of 2 s would drop a slow answer from the latencies instead of counting it.
    '--timeout',
    '10s',
    '-s',
    REPORT_SCRIPT,
    url,
  ])
  return parseWrkReport(stdout)
}

/** A warm-up run (discarded: caches, JIT, TLS sessions), then the measured run. */
export async function measureWrk(url: string, headers: string[] = []): Promise<WrkResult> {
  await wrkOnce(url, WRK_SETTINGS.warmUpSeconds, headers)
  return wrkOnce(url, WRK_SETTINGS.seconds, headers)
}
