import { spawn } from 'node:child_process'

export type Site = { origin: string; output: () => string; stop: () => Promise<void> }

/**
 * Start the production site with the README's own start script on `port`; resolves once it
 * answers, asking every `pollMs`.
 */
export async function startSite(port: number, extraEnv: Record<string, string> = {}, pollMs = 250): Promise<Site> {
  const child = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
    // Its own database and build, so figures never depend on a developer's edited content.
    env: { DATA_DIR: '.bench-data', NEXT_DIST_DIR: '.next-bench', ...process.env, ...extraEnv, PORT: String(port) },
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
  const deadline = Date.now() + 10 * 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}:\n${output}`)
    try {
      if ((await fetch(site.origin)).ok) return site
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  await site.stop()
  throw new Error('the site did not answer within 10 minutes')
}
