import { spawn } from 'node:child_process'

import { commandLine, isListening, pidListeningOn } from './serverProcess'

export type Site = { origin: string; output: () => string; stop: () => Promise<void> }

const START_DEADLINE_MS = 10 * 60_000
/** One poll may not wait longer than this: a server that accepts and never answers must not eat the deadline. */
const POLL_TIMEOUT_MS = 30_000
const OUTPUT_TAIL_LINES = 40

/** The last lines of what the site printed, for an error that must say why it did not answer. */
const tail = (output: string) => output.trimEnd().split('\n').slice(-OUTPUT_TAIL_LINES).join('\n')

/** fetch's own message is "fetch failed"; the reason (ECONNREFUSED, a reset) is its cause. */
const describe = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}${error.cause ? ` (${describe(error.cause)})` : ''}` : String(error)

/**
 * Start the production site with the README's own start script on `port`; resolves once it
 * answers, asking every `pollMs`. A port already taken is refused: the bench would otherwise
 * measure whatever server was left there (an earlier part's, on another database or build).
 */
export async function startSite(port: number, extraEnv: Record<string, string> = {}, pollMs = 250): Promise<Site> {
  if (isListening(port)) {
    let holder = 'another process'
    try {
      const pid = pidListeningOn(port)
      holder = `process ${pid} (${commandLine(pid)})`
    } catch {
      // it stopped listening while we looked; the spawn below will tell
    }
    throw new Error(`port ${port} is already taken by ${holder}; stop it or set BENCH_PORT`)
  }
  const launched = launchSite(
    'node_modules/.bin/tsx',
    ['scripts/start.ts'],
    // Its own database and build, so figures never depend on a developer's edited content.
    { env: { DATA_DIR: '.bench-data', NEXT_DIST_DIR: '.next-bench', ...process.env, ...extraEnv, PORT: String(port) } },
    port,
  )
  return answering(launched, START_DEADLINE_MS, pollMs)
}

/** A server process just spawned, in its own process group, with what it prints kept. */
export type Launched = { site: Site; exitCode: () => number | null }

/** Spawns a server that will listen on `port`; stop() ends its whole process group. */
export function launchSite(command: string, args: string[], options: { cwd?: string; env: NodeJS.ProcessEnv }, port: number): Launched {
  const child = spawn(command, args, {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stop() also ends next start
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const site: Site = {
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        return // already gone
      }
      await exited
    },
  }
  return { site, exitCode: () => child.exitCode }
}

/** Resolves with the site once `/` answers 2xx; stops it and says why when it exits or the deadline passes. */
export async function answering({ site, exitCode }: Launched, deadlineMs: number, pollMs = 250): Promise<Site> {
  const deadline = Date.now() + deadlineMs
  let lastAnswer = 'nothing yet'
  while (Date.now() < deadline) {
    if (exitCode() !== null) throw new Error(`the site exited with ${exitCode()}:\n${site.output()}`)
    try {
      const response = await fetch(site.origin, { signal: AbortSignal.timeout(POLL_TIMEOUT_MS) })
      if (response.ok) return site
      lastAnswer = `HTTP ${response.status}`
    } catch (error) {
      // not listening yet, or (after a timeout) listening without answering
      lastAnswer = describe(error)
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  await site.stop()
  throw new Error(
    `the site did not answer ${site.origin}/ within ${Math.round(deadlineMs / 1000)} s (last poll: ${lastAnswer}); its last output:\n${tail(site.output())}`,
  )
}
