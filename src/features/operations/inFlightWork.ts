/**
 * Work that requests depend on (a redirect-table refresh, a lead write), with when it started,
 * so readiness can tell a process whose pages or leads are stuck behind a promise that never
 * settled from one that is merely busy. Each piece of work bounds itself; an entry older than
 * its own bound means that bound did not hold, which is what a load balancer must hear about.
 *
 * Kept on globalThis: Next bundles the proxy and the route handlers separately, so a plain
 * module variable would give the proxy and /api/ready a registry each.
 */
type Work = { kind: string; startedAt: number; stuckAfterMs: number }

const KEY = Symbol.for('cipherwell.inFlightWork')
const registry = ((globalThis as { [KEY]?: Set<Work> })[KEY] ??= new Set<Work>())

/** Records work starting now; call the returned function once it has settled (or been given up on). */
export function startWork(kind: string, stuckAfterMs: number, now = Date.now()): () => void {
  const work: Work = { kind, startedAt: now, stuckAfterMs }
  registry.add(work)
  return () => void registry.delete(work)
}

/**
 * Past its bound by this much, work is stuck rather than late: on a busy machine a timer can
 * fire a little after its time, and readiness must not flap for that.
 */
export const STUCK_GRACE_MS = 5_000

/** Work in flight for longer than its own bound and the grace, oldest first. */
export function stuckWork(now = Date.now()): { kind: string; ageMs: number }[] {
  return [...registry]
    .filter((work) => now - work.startedAt > work.stuckAfterMs + STUCK_GRACE_MS)
    .sort((a, b) => a.startedAt - b.startedAt)
    .map((work) => ({ kind: work.kind, ageMs: now - work.startedAt }))
}
