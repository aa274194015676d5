import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

import { cpuShares, cpuTimesFromStat } from './procfs'

export const readCpuTimes = () => cpuTimesFromStat(readFileSync('/proc/stat', 'utf8'))

/** `work`'s result with the machine's busy and stolen CPU shares while it ran. */
export async function withCpuShares<R>(work: () => Promise<R>): Promise<{ result: R; busy: number; steal: number }> {
  const before = readCpuTimes()
  const result = await work()
  return { result, ...cpuShares(before, readCpuTimes()) }
}

/** How busy the machine is with nothing of ours running: sampled for `ms`. */
export async function idleMachineLoad(ms = 2_000) {
  const { busy, steal } = await withCpuShares(() => sleep(ms))
  return { busy, steal }
}

export const percent = (share: number) => `${(share * 100).toFixed(0)} %`
