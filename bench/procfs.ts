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
