import { describe, expect, it } from 'vitest'

import { cpuShares, cpuTimesFromStat, listeningInodes, memoryFromStatus } from '../../bench/procfs'

// 0x0C80 = 3200, 0x4739 = 18233
const TCP = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:0C80 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 6601 1 000000007e7b0ec6 100 0 0 10 0
   1: 0100007F:0C80 0100007F:B5A2 01 00000000:00000000 00:00000000 00000000     0        0 7702 1 000000003aca8f60 20 4 30 10 -1
   2: 00000000:4739 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 1573 1 000000003aca8f60 100 0 0 10 0
   3: 0100007F:B5A2 0100007F:0C80 01 00000000:00000000 00:00000000 00000000     0        0 7703 1 000000003aca8f60 20 4 30 10 -1
`
const TCP6 = `  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 00000000000000000000000000000000:0C80 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 9911 1 0000000000000000 100 0 0 10 0
`

describe('listeningInodes', () => {
  it('finds the listening socket on the port, not connections to or from it', () => {
    expect(listeningInodes(TCP, 3200)).toEqual(['6601'])
    expect(listeningInodes(TCP, 18233)).toEqual(['1573'])
    expect(listeningInodes(TCP, 46498)).toEqual([]) // 0xB5A2: only a client's end, never listening
  })

  it('reads IPv6 tables too', () => {
    expect(listeningInodes(TCP6, 3200)).toEqual(['9911'])
  })

  it('finds nothing in an empty table', () => {
    expect(listeningInodes('', 3200)).toEqual([])
  })
})

describe('memoryFromStatus', () => {
  it('reads resident and peak resident memory in KiB', () => {
    const status = 'Name:\tnext-server\nVmPeak:\t 999999 kB\nVmHWM:\t  301234 kB\nVmRSS:\t  254321 kB\nThreads:\t11\n'
    expect(memoryFromStatus(status)).toEqual({ rssKiB: 254321, peakKiB: 301234 })
  })

  it('throws when a field is missing (a kernel thread has no memory lines)', () => {
    expect(() => memoryFromStatus('Name:\tkthreadd\nThreads:\t1\n')).toThrow(/VmRSS/)
  })
})

describe('cpuTimesFromStat and cpuShares', () => {
  const stat = (idle: number, steal: number) =>
    `cpu  1000 0 500 ${idle} 100 0 0 ${steal} 0 0\ncpu0 500 0 250 ${idle / 2} 50 0 0 ${steal / 2} 0 0\nintr 1 2 3\n`

  it('reads the all-cores line: idle includes waiting on disk', () => {
    expect(cpuTimesFromStat(stat(8000, 400))).toEqual({ total: 10_000, idle: 8100, steal: 400 })
  })

  it('gives the busy and stolen shares between two readings', () => {
    const shares = cpuShares(cpuTimesFromStat(stat(8000, 400)), cpuTimesFromStat(stat(8600, 600)))
    // 800 ticks passed: 600 idle, 200 stolen, nothing else busy.
    expect(shares.busy).toBeCloseTo(0.25)
    expect(shares.steal).toBeCloseTo(0.25)
  })

  it('refuses a text without the cpu line', () => {
    expect(() => cpuTimesFromStat('intr 1 2 3\n')).toThrow('no cpu line')
  })
})
