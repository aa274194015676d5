/**
 * Debian's nginx with deploy/nginx.conf, for the tests and the benchmark: the production config
 * itself, rendered with paths inside a work directory so it runs without touching /etc, /var or
 * /run, and without root unless a port below 1024 is asked for.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { ensureDebianPackage } from './debianPackage'
import { capture } from './run'

export const NGINX = '/usr/sbin/nginx'
const TEMPLATE = 'deploy/nginx.conf'
const PLACEHOLDER = /\$\{([A-Z][A-Z0-9_]*)\}/g

export type NginxOptions = {
  /** The Node server, e.g. 'http://127.0.0.1:3200'. */
  upstream: string
  httpPort: number
  httpsPort: number
  /** Absolute `<distDir>/static`, served under /_next/static/; an empty directory when left out. */
  staticDir?: string
  /** A directory of its own: rendered config, cache, logs, pid, temporary files, certificate. */
  workDir: string
  /** Default 'localhost'. */
  serverName?: string
  /** The address both servers listen on; default 127.0.0.1 (any 127.x.y.z is this machine's loopback). */
  listenAddress?: string
  /** Default 1; the benchmark may ask for more or 'auto'. */
  workerProcesses?: number | 'auto'
  /** The slow-client timeouts (header, body, send, keep-alive); production uses 10 s. */
  clientTimeoutSeconds?: number
}

export type RunningNginx = { httpUrl: string; httpsUrl: string; certPath: string; confPath: string; stop(): Promise<void> }

/** Debian's nginx, installed with apt-get when missing and we are root (else the instruction is thrown). */
export function ensureNginx(): void {
  ensureDebianPackage(NGINX, 'nginx', 'the reverse-proxy tests')
}

/** A self-signed certificate (P-256, 30 days) naming these hosts and 127.0.0.1; trust it as its own CA. */
export async function makeSelfSignedCert(dir: string, hostnames: string[]): Promise<{ certPath: string; keyPath: string }> {
  fs.mkdirSync(dir, { recursive: true })
  const certPath = path.join(dir, 'cert.pem')
  const keyPath = path.join(dir, 'key.pem')
  const names = [...new Set([...hostnames, '127.0.0.1'])]
  const altNames = names.map((name) => (net.isIP(name) ? `IP:${name}` : `DNS:${name}`)).join(',')
  await capture('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '30',
    '-subj',
    `/CN=${names[0]}`,
    '-addext',
    `subjectAltName=${altNames}`,
    '-keyout',
    keyPath,
    '-out',
    certPath,
  ])
  return { certPath, keyPath }
}

/** deploy/nginx.conf with every `${NAME}` filled from vars; throws naming any placeholder left without a value. */
export function renderNginxConfig(vars: Record<string, string>): string {
  const missing = new Set<string>()
  const rendered = fs.readFileSync(path.resolve(TEMPLATE), 'utf8').replace(PLACEHOLDER, (whole, name: string) => {
    const value = vars[name]
    if (value === undefined) missing.add(name)
    return value ?? whole
  })
  if (missing.size > 0) throw new Error(`${TEMPLATE}: no value for ${[...missing].join(', ')}`)
  return rendered
}

/** Run nginx in the foreground with the rendered production config until stop(). */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const { workDir, httpPort, httpsPort } = options
  const serverName = options.serverName ?? 'localhost'
  const address = options.listenAddress ?? '127.0.0.1'
  const dirs = { logs: path.join(workDir, 'logs'), temp: path.join(workDir, 'temp'), cache: path.join(workDir, 'cache') }
  const staticDir = options.staticDir ?? path.join(workDir, 'static')
  for (const dir of [...Object.values(dirs), staticDir]) fs.mkdirSync(dir, { recursive: true })
  const { certPath, keyPath } = await makeSelfSignedCert(path.join(workDir, 'tls'), [serverName, address])
  const confPath = path.join(workDir, 'nginx.conf')
  const pidFile = path.join(workDir, 'nginx.pid')
  const conf = renderNginxConfig({
    // Workers run as whoever runs the tests, so they can use the work directory (ignored, with a warning, when not root).
    NGINX_USER: os.userInfo().username,
    WORKER_PROCESSES: String(options.workerProcesses ?? 1),
    PID_FILE: pidFile,
    LOG_DIR: dirs.logs,
    TEMP_DIR: dirs.temp,
    CACHE_DIR: dirs.cache,
    SERVER_NAME: serverName,
    UPSTREAM: new URL(options.upstream).host,
    HTTP_LISTEN: `${address}:${httpPort}`,
    HTTPS_LISTEN: `${address}:${httpsPort}`,
    HTTPS_PORT: String(httpsPort),
    SSL_CERTIFICATE: certPath,
    SSL_CERTIFICATE_KEY: keyPath,
    STATIC_DIR: staticDir,
    CLIENT_TIMEOUT: `${options.clientTimeoutSeconds ?? 10}s`,
  })
  fs.writeFileSync(confPath, conf)

  const child = spawn(NGINX, ['-c', confPath, '-p', `${workDir}/`, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // A test runner that ends without stop() must not leave nginx holding the ports.
  const onExit = () => child.kill('SIGTERM')
  process.once('exit', onExit)

  const authority = (port: number, defaultPort: number) => (port === defaultPort ? address : `${address}:${port}`)
  const httpUrl = `http://${authority(httpPort, 80)}`
  try {
    await waitUntilAnswering(httpUrl, pidFile, child.pid, exited)
  } catch (error) {
    child.kill('SIGKILL')
    process.off('exit', onExit)
    throw new Error(`nginx did not start (${(error as Error).message}); its output:\n${stderr}`)
  }

  return {
    httpUrl,
    httpsUrl: `https://${authority(httpsPort, 443)}`,
    certPath,
    confPath,
    async stop() {
      process.off('exit', onExit)
      if (child.exitCode !== null || child.signalCode !== null) return
      // QUIT: finish the requests under way, then exit; TERM if that takes too long.
      child.kill('SIGQUIT')
      const timer = setTimeout(() => child.kill('SIGTERM'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/**
 * nginx writes its pid file once its sockets are bound: until then, an answer on the port could
 * come from another server (one left over from an earlier run), which would make ours fail.
 */
async function waitUntilAnswering(url: string, pidFile: string, pid: number | undefined, exited: Promise<void>): Promise<void> {
  let hasExited = false
  void exited.then(() => (hasExited = true))
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (hasExited) throw new Error('it exited')
    const ours = fs.existsSync(pidFile) && Number(fs.readFileSync(pidFile, 'utf8')) === pid
    if (ours && (await answers(url))) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no answer from ${url} within 15 s`)
}

function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { timeout: 1000 }, (response) => {
      response.resume()
      resolve(true)
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(false))
  })
}

