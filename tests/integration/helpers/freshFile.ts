import { vi } from 'vitest'

/**
 * Setup file of the integration projects, which run their files one after another in one
 * process (`isolate: false` in vitest.config.ts). Vitest re-runs it before each file. Node keeps
 * what it loaded from node_modules (Payload, Drizzle, Lexical, Next: about 8 s a file when each
 * file had a process of its own), and this gives every file everything else fresh, as a process
 * of its own would:
 * - the environment the run started with, whatever the previous file set (DATA_DIR,
 *   DATABASE_URL, S3 and mail settings) or removed;
 * - our modules (src/, tests/), evaluated again, so the config reads this file's environment
 *   and no module-level cache (rate limits, settings, delivery queues) carries over;
 * - this file's own vi.mock factories: vitest keeps a mocked module's exports under a "mock:"
 *   id that vi.resetModules() spares, so a second file mocking next/cache would get the first
 *   file's spies (vitest's own reset between isolated files does clear them);
 * - real timers and unstubbed globals;
 * - no Payload instance: getPayload caches one per process on globalThis, with the GraphQL
 *   schema built from its config.
 * A file that starts something it does not stop (a server, an interval) now shares the process
 * with the files after it: stop it in afterAll.
 */
type WorkerState = { evaluatedModules: { idToModuleMap: Map<string, unknown>; invalidateModule(node: unknown): void } }
type PayloadGlobals = {
  __cwPristineEnv?: NodeJS.ProcessEnv
  __vitest_worker__?: WorkerState
  _payload?: Map<string, unknown>
  _payload_graphql?: { graphql: unknown; promise: unknown }
}
const globals = globalThis as typeof globalThis & PayloadGlobals

// What vitest undoes after each file only when files are isolated (none is used here today);
// first, because unstubbing environment variables puts back values the lines below replace.
vi.useRealTimers()
vi.unstubAllGlobals()
vi.unstubAllEnvs()

const pristine = (globals.__cwPristineEnv ??= { ...process.env })
for (const key of Object.keys(process.env)) if (!(key in pristine)) delete process.env[key]
Object.assign(process.env, pristine)

vi.resetModules()
const modules = globals.__vitest_worker__?.evaluatedModules
if (!modules) throw new Error('freshFile.ts: vitest no longer exposes its module graph here; see vitest.config.ts')
for (const [id, node] of modules.idToModuleMap) if (id.startsWith('mock:')) modules.invalidateModule(node)

globals._payload?.clear()
if (globals._payload_graphql) Object.assign(globals._payload_graphql, { graphql: null, promise: null })
