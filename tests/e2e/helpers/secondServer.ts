import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'

import { payloadScriptEnv } from '../../../scripts/lib/payloadScriptEnv'
import { standaloneServer } from '../../../scripts/lib/standalone'
import { E2E_ADMIN } from './server'

/**
 * The prepared data directory second servers copy; playwright.config.ts's web server command
 * removes it with the main server's, so each run prepares it afresh.
 */
export const SECOND_SERVER_TEMPLATE = '.test-data-second'

/**
 * A second production server on the e2e build with a database of its own, for tests that
 * must kill and restart a server without disturbing the main one.
 */
export class SecondServer {
  private child: ChildProcess | undefined
  readonly url: string
  /** Everything the server has written to stdout since this object was made (its JSON log). */
  output = ''

  constructor(
    readonly port: number,
    readonly dataDir: string,
    /** Settings of its own (a CRM to deliver to, say), over the defaults below. */
    private readonly settings: Record<string, string> = {},
  ) {
    this.url = `http://127.0.0.1:${port}`
  }

  private env(): NodeJS.ProcessEnv {
    return payloadScriptEnv({
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(this.port),
      DATA_DIR: this.dataDir,
      NEXT_DIST_DIR: '.next-test',
      SITE_URL: this.url,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LEAD_RATE_LIMIT: '100000',
      ...this.settings,
    })
  }

  /**
   * A fresh database for it, migrated and seeded with the first admin: the same preparation
   * `npm start` runs, done once per test run into SECOND_SERVER_TEMPLATE and copied from then on
   * (it takes half a minute or more; the seed reads no setting that differs between servers).
   */
  async prepare(): Promise<void> {
    fs.rmSync(this.dataDir, { recursive: true, force: true })
    if (!fs.existsSync(SECOND_SERVER_TEMPLATE)) {
      const partial = `${SECOND_SERVER_TEMPLATE}-partial-${process.pid}`
      fs.rmSync(partial, { recursive: true, force: true })
      await this.exec('node_modules/.bin/tsx', ['scripts/prepare-db.ts'], partial)
      // Another worker may have finished first; either copy is a whole one.
      if (fs.existsSync(SECOND_SERVER_TEMPLATE)) fs.rmSync(partial, { recursive: true, force: true })
      else fs.renameSync(partial, SECOND_SERVER_TEMPLATE)
    }
    fs.cpSync(SECOND_SERVER_TEMPLATE, this.dataDir, { recursive: true })
  }

  async start(): Promise<void> {
    const server = standaloneServer(process.cwd(), '.next-test', this.env())
    this.child = spawn(server.command, server.args, { cwd: server.cwd, env: server.env, stdio: ['ignore', 'pipe', 'inherit'] })
    this.child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()))
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.url}/contact`)).ok) return
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error(`second server on ${this.port} did not start`)
  }

  /** A JWT for the e2e admin, signed in over this server's REST API. */
  async adminToken(): Promise<string> {
    const login = await fetch(`${this.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    })
    return ((await login.json()) as { token: string }).token
  }

  /** SIGTERM, as a process manager stops a server; resolves with the exit code. */
  async terminate(): Promise<number | null> {
    const child = this.child
    if (!child || child.exitCode !== null) return child?.exitCode ?? null
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    child.kill('SIGTERM')
    return exited
  }

  /** SIGKILL: no shutdown hooks, no flushing, as in a crash or an OOM kill. */
  async kill(): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }

  private exec(command: string, args: string[], dataDir = this.dataDir): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, { env: { ...this.env(), DATA_DIR: dataDir }, stdio: 'ignore' })
      child.on('error', reject)
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
      )
    })
  }
}
