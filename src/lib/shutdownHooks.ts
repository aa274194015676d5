/**
 * Work to finish before the process exits on SIGTERM, such as the jobs runner's delivery under
 * way. The custom server (src/server) and the app's code run in one process but come from two
 * bundles, so the list lives on globalThis under a registered symbol, shared by both.
 */
type Hook = () => Promise<void>

const KEY = Symbol.for('cipherwell.shutdownHooks')
const store = globalThis as typeof globalThis & { [KEY]?: Hook[] }

export function onShutdown(hook: Hook): void {
  ;(store[KEY] ??= []).push(hook)
}

/** Runs every hook once, together; a failing hook does not stop the others. */
export async function runShutdownHooks(): Promise<PromiseSettledResult<void>[]> {
  const hooks = store[KEY] ?? []
  store[KEY] = []
  return Promise.allSettled(hooks.map((hook) => hook()))
}
