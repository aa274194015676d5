import fs from 'node:fs'
import path from 'node:path'

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

/**
 * Where a V8 CPU profile (`node --cpu-prof`) spent its samples: self time per function and per
 * package or source folder, largest first. For finding what a request costs, not for judging.
 */
export function summariseCpuProfile(file: string, top = 20) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfMs = new Map<number, number>()
  profile.samples.forEach((id, index) =>
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000),
  )
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

/** The largest profile in `dir`: the server's, beside the start script's small one. */
export function largestProfile(dir: string): string | null {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.cpuprofile')) : []
  if (files.length === 0) return null
  return path.join(
    dir,
    files.sort((a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size)[0]!,
  )
}
