import fs from 'node:fs'
import path from 'node:path'

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

/**
 * A stretch of the profiled process's life, in microseconds of the monotonic clock V8 stamps
 * its samples with (CLOCK_MONOTONIC on Linux, the clock of `process.hrtime` in any process).
 */
export type ProfileWindow = { fromUs: number; toUs: number }

/** Now on the clock of a profile's sample times. */
export const profileClockUs = () => Number(process.hrtime.bigint() / 1000n)

/**
 * Where a V8 CPU profile (`node --cpu-prof`) spent its samples: self time per function and per
 * package or source folder, largest first. For finding what a request costs, not for judging.
 */
export function summariseCpuProfile(file: string, top = 20, window?: ProfileWindow) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfMs = new Map<number, number>()
  let at = profile.startTime
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0
    at += delta
    if (window && (at < window.fromUs || at > window.toUs)) return
    selfMs.set(id, (selfMs.get(id) ?? 0) + delta / 1000)
  })
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0)
  const functions = new Map<string, number>()
  const places = new Map<string, number>()
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame
    const place = placeOf(url)
    functions.set(
      `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`,
      (functions.get(`${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`) ?? 0) + ms,
    )
    places.set(place, (places.get(place) ?? 0) + ms)
  }
  const rank = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms: Math.round(ms), share: `${((100 * ms) / total).toFixed(1)} %` }))
  return { totalMs: Math.round(total), functions: rank(functions), places: rank(places) }
}

/** A frame's package (node_modules/<name>), its source folder, or what V8 calls it ((garbage collector), (program)). */
function placeOf(url: string): string {
  if (!url) return '(native)'
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (modules) return modules[1]!
  if (url.startsWith('node:')) return url
  const chunk = /\.next[^/]*\/(?:standalone\/)?(?:\.next[^/]*\/)?server\/(.*)$/.exec(url)
  return chunk ? `next chunk ${chunk[1]!.split('/').slice(0, 2).join('/')}` : path.basename(url)
}

/** The profile `node --cpu-prof` wrote in `dir` for process `pid` (its name is CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile). */
export function profileOf(dir: string, pid: number): string | null {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : []
  const file = files.find((name) => name.endsWith('.cpuprofile') && name.split('.')[3] === String(pid))
  return file ? path.join(dir, file) : null
}
