import fs from 'node:fs'

import { listeningInodes, memoryFromStatus } from './procfs'

const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return '' // IPv6 disabled, or a process that ended while we looked
  }
}

const listeningSockets = (port: number) =>
  new Set([...listeningInodes(read('/proc/net/tcp'), port), ...listeningInodes(read('/proc/net/tcp6'), port)])

/** Whether anything listens on `port` now. */
export const isListening = (port: number) => listeningSockets(port).size > 0

/** The process holding the socket that listens on `port` (Linux; the bench runs as the server's owner). */
export function pidListeningOn(port: number): number {
  const inodes = listeningSockets(port)
  if (inodes.size === 0) throw new Error(`nothing listens on port ${port}`)
  const holders = new Set<number>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let fds: string[]
    try {
      fds = fs.readdirSync(`/proc/${entry}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      let target: string
      try {
        target = fs.readlinkSync(`/proc/${entry}/fd/${fd}`)
      } catch {
        continue
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1]
      if (inode && inodes.has(inode)) holders.add(Number(entry))
    }
  }
  if (holders.size !== 1) throw new Error(`expected one process listening on port ${port}, found ${holders.size}`)
  return [...holders][0]!
}

/** The resident memory of a process now, and its peak, in MiB. */
export function processMemoryMiB(pid: number): { rssMiB: number; peakMiB: number } {
  const { rssKiB, peakKiB } = memoryFromStatus(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
  return { rssMiB: Math.round(rssKiB / 102.4) / 10, peakMiB: Math.round(peakKiB / 102.4) / 10 }
}

/** The command line of a process, for the report (which program was measured). */
export const commandLine = (pid: number) => read(`/proc/${pid}/cmdline`).split('\0').filter(Boolean).join(' ')

/** CPU time a process has used so far (user + system), in ms: /proc/<pid>/stat fields 14 and 15, in clock ticks of 10 ms. */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name (field 2) may hold spaces; the fields after it are counted from its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}
