import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * One production instance as an operator starts it: `npm start` (scripts/start.ts: migrate, seed
 * an empty database, build when the build is not current, serve), in its own process group so
 * that stopping it reaches the server it spawns too. Its output goes to a log file, shown when
 * something fails.
 */
export class Instance {
  readonly url: string
  readonly logFile: string
  private child: ChildProcess | undefined

  constructor(
    readonly name: string,
    readonly port: number,
    readonly env: NodeJS.ProcessEnv,
    logDir: string,
  ) {
    this.url = `http://127.0.0.1:${port}`
    this.logFile = path.join(logDir, `${name}.log`)
  }

  /** Starts it and resolves with the milliseconds until its home page first answered 200. */
  async start(timeoutMs: number): Promise<number> {
    const started = performance.now()
    const log = fs.openSync(this.logFile, 'a')
    const child = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
      env: this.env,
      stdio: ['ignore', log, log],
      detached: true,
    })
    this.child = child
    fs.closeSync(log)
    const exited = new Promise<string>((resolve) =>
      child.once('exit', (code, signal) => resolve(`exited with ${signal ?? code}`)),
    )
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const early = await Promise.race([exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 500))])
      if (early) throw new Error(`instance ${this.name} ${early} before serving:\n${this.logTail()}`)
      try {
        if ((await fetch(`${this.url}/`, { cache: 'no-store' })).status === 200)
          return Math.round(performance.now() - started)
      } catch {
        // not listening yet
      }
    }
    throw new Error(`instance ${this.name} did not answer 200 on / within ${timeoutMs / 1000} s:\n${this.logTail()}`)
  }

  /** SIGTERM (a graceful shutdown), then SIGKILL to the whole group if it has not exited in time. */
  async stop(graceMs = 20_000): Promise<void> {
    const child = this.child
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid, 'SIGTERM')
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // already gone
      }
    }, graceMs)
    await exited
    clearTimeout(timer)
  }

  /** SIGKILL to the whole group, as a crashed host or an OOM kill would end it; resolves once it has exited. */
  async kill(): Promise<void> {
    const child = this.child
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid, 'SIGKILL')
    await exited
  }

  /** What it has printed so far. */
  log(): string {
    try {
      return fs.readFileSync(this.logFile, 'utf8')
    } catch {
      return ''
    }
  }

  logTail(lines = 60): string {
    return this.log().split('\n').slice(-lines).join('\n') || '(no log)'
  }
}
