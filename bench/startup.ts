/**
 * Issue 7's start-up figures: seconds from starting the already-built site with the start
 * script to its first 200 on `/`, and the resident memory of the process that serves the port
 * (the server the start script spawns, not the script itself) once it has answered 10 000 page requests.
 */
import { Pool } from 'undici'

import { aBlogPost } from './blogPost'
import { atMost, figure, type Figure } from './figures'
import { startSite } from './server'
import { commandLine, pidListeningOn, processMemoryMiB } from './serverProcess'

const PART = 'startup'
const START_TARGET_S = 15
const REQUESTS = 10_000
const CONNECTIONS = 8
const POLL_MS = 50

/** Runs the start-up part on `port`; prints its table and returns its figures. */
export async function benchStartup(port: number): Promise<Figure[]> {
  // The first start migrates, seeds or builds when needed; only a start with nothing to do is timed.
  await (await startSite(port)).stop()
  const startedAt = performance.now()
  const site = await startSite(port, {}, POLL_MS)
  const startS = Math.round((performance.now() - startedAt) / 100) / 10
  try {
    const first = await fetch(site.origin)
    if (first.status !== 200) throw new Error(`/ answered ${first.status} after start, not 200`)
    const pid = pidListeningOn(port)
    const before = processMemoryMiB(pid)
    const paths = ['/', await aBlogPost(site.origin), '/products/relay']
    const statuses = await requestMany(site.origin, paths, REQUESTS)
    const after = processMemoryMiB(pid)
    const non200 = REQUESTS - (statuses.get(200) ?? 0)

    console.log(
      `\nStart-up: the start script on the current build until / answers 200 (asked every ${POLL_MS} ms); memory of the process listening on the port (${commandLine(pid)}), after ${REQUESTS} GETs of ${paths.join(', ')} in turn on ${CONNECTIONS} connections\n`,
    )
    console.table([
      {
        'seconds to first 200': startS,
        'target s': START_TARGET_S,
        'RSS after start MiB': before.rssMiB,
        [`RSS after ${REQUESTS} requests MiB`]: after.rssMiB,
        'peak RSS MiB': after.peakMiB,
        'non-200 answers': non200,
      },
    ])
    return [
      atMost(PART, 'seconds from start to first 200', startS, START_TARGET_S),
      figure(PART, 'server RSS after start, MiB', before.rssMiB),
      figure(PART, `server RSS after ${REQUESTS} requests, MiB`, after.rssMiB),
      figure(PART, 'server peak RSS, MiB', after.peakMiB),
      atMost(PART, `non-200 answers of ${REQUESTS}`, non200, 0),
    ]
  } finally {
    await site.stop()
  }
}

/** `total` GETs of `paths` in turn, `CONNECTIONS` at a time; how many answers had each status. */
async function requestMany(origin: string, paths: string[], total: number): Promise<Map<number, number>> {
  const pool = new Pool(origin, { connections: CONNECTIONS })
  const statuses = new Map<number, number>()
  let next = 0
  const worker = async () => {
    while (next < total) {
      const path = paths[next++ % paths.length]!
      const answer = await pool.request({ path, method: 'GET' })
      await answer.body.dump()
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1)
    }
  }
  try {
    await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  } finally {
    await pool.close()
  }
  return statuses
}
