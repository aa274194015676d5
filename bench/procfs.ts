/**
 * Readers of Linux's /proc text, kept pure so they are tested on fixed samples; the bench
 * uses them to find the process that actually serves a port (the start script's child, not
 * the tsx wrapper the bench spawned) and to read its memory.
 */

/** Socket inodes listening (state 0A) on `port` in a /proc/net/tcp or /proc/net/tcp6 table. */
export function listeningInodes(table: string, port: number): string[] {
  const inodes: string[] = []
  for (const line of table.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/)
    // sl, local_address, rem_address, st, tx:rx, tr:when, retrnsmt, uid, timeout, inode
    const [, local, , state, , , , , , inode] = fields
    if (!local || state !== '0A' || !inode) continue
    if (Number.parseInt(local.split(':').pop()!, 16) === port) inodes.push(inode)
  }
  return inodes
}

/** Resident and peak resident memory in KiB from a /proc/<pid>/status text. */
export function memoryFromStatus(status: string): { rssKiB: number; peakKiB: number } {
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status)
    if (!match) throw new Error(`no ${name} in /proc status`)
    return Number(match[1])
  }
  return { rssKiB: field('VmRSS'), peakKiB: field('VmHWM') }
}

/** The machine's CPU time counters (in ticks, all cores together) from a /proc/stat text. */
export type CpuTimes = { total: number; idle: number; steal: number }

export function cpuTimesFromStat(stat: string): CpuTimes {
  const line = stat.split('\n').find((row) => row.startsWith('cpu '))
  if (!line) throw new Error('no cpu line in /proc/stat')
  // user nice system idle iowait irq softirq steal (guest time is already counted in user)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number)
  const counters = [user, nice, system, idle, iowait, irq, softirq, steal]
  if (counters.some((value) => value === undefined || Number.isNaN(value))) throw new Error(`unreadable cpu line: ${line}`)
  const total = counters.reduce((sum, value) => sum! + value!, 0)!
  return { total, idle: idle! + iowait!, steal: steal! }
}

/**
 * Between two readings: the share of CPU time that was busy (anything but idle or waiting on
 * disk) and the share a virtual machine's host gave to someone else (steal).
 */
export function cpuShares(before: CpuTimes, after: CpuTimes): { busy: number; steal: number } {
  const total = after.total - before.total
  if (total <= 0) return { busy: 0, steal: 0 }
  return { busy: 1 - (after.idle - before.idle) / total, steal: (after.steal - before.steal) / total }
}
