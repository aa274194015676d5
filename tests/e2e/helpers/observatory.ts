import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startNginx, type RunningNginx } from '../../../scripts/lib/nginx'

/**
 * Mozilla's HTTP Observatory scanner (`@mdn/mdn-http-observatory`), run on this machine against
 * deploy/nginx.conf in front of a server.
 *
 * Its `scan(hostname)` takes a bare host: it fetches `http://host/` (port 80, for the
 * redirection test) and `https://host/` (port 443), and ignores any port option. So nginx
 * listens on ports 80 and 443 of a loopback address of our own: Linux routes all of
 * 127.0.0.0/8 to `lo` with no setup, so `127.1.x.y` disturbs nothing bound to 127.0.0.1 or to
 * other addresses. A path rides along in the host argument (`127.1.12.28/contact`), which the
 * scanner pastes into its URLs as is. Binding ports below 1024 needs root (or a lowered
 * net.ipv4.ip_unprivileged_port_start).
 */

export type ObservatoryTest = { name: string; pass: boolean; result: string; scoreModifier: number; description: string }
export type ObservatoryReport = { target: string; grade: string; score: number; tests: ObservatoryTest[] }

/** A loopback address of this port's own (127.1.hi.lo), so two checkouts with different ports never share one. */
export function loopbackAddressFor(port: number): string {
  return `127.1.${(port >> 8) & 255}.${port & 255}`
}

/** Why ports 80 and 443 cannot be bound here, or null when they can. */
export function privilegedPortsUnavailableReason(): string | null {
  if (process.getuid?.() === 0) return null
  const start = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_unprivileged_port_start', 'utf8'))
  if (start <= 80) return null
  return 'the Observatory scans ports 80 and 443, which only root may bind here (run the tests as root)'
}

/** The scanner reads the HSTS preload list from its own conf/, which its (skipped) install script downloads. */
function ensureScannerConf(): void {
  const preloadList = path.resolve('node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json')
  if (fs.existsSync(preloadList)) return
  // Empty: no test host of ours is on the browsers' preload list, and nothing is downloaded.
  fs.writeFileSync(preloadList, '{}\n')
}

// Runs in a child: NODE_EXTRA_CA_CERTS, which makes Node trust the proxy's certificate, is read at start only.
const SCANNER = `
const { scan } = await import('@mdn/mdn-http-observatory')
const result = await scan(process.argv[1])
const tests = Object.entries(result.tests).map(([name, test]) => ({
  name, pass: test.pass, result: test.result, scoreModifier: test.scoreModifier, description: test.scoreDescription,
}))
process.stdout.write(JSON.stringify({ grade: result.scan.grade, score: result.scan.score, tests }))
`

/** Scan `https://<host><pathname>` (and its http:// twin) trusting the certificate at caPath. */
export async function scanWithObservatory(host: string, pathname: string, caPath: string): Promise<ObservatoryReport> {
  ensureScannerConf()
  const target = `${host}${pathname === '/' ? '' : pathname}`
  const child = spawn(process.execPath, ['--input-type=module', '-e', SCANNER, target], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: caPath },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`The Observatory scan of ${target} failed (exit ${code}):\n${stderr}`)
  return { target, ...(JSON.parse(stdout) as Omit<ObservatoryReport, 'target'>) }
}

/** Every sub-test that did not pass, one a line, for a failure message. */
export function describeFailures(report: ObservatoryReport): string {
  const failing = report.tests.filter((test) => !test.pass || test.scoreModifier < 0)
  const lines = failing.map((test) => `  ${test.name}: ${test.result} (${test.scoreModifier}): ${stripTags(test.description)}`)
  return `${report.target}: ${report.grade} (${report.score})${lines.length ? `\n${lines.join('\n')}` : ''}`
}

const stripTags = (html: string) => html.replace(/<[^>]+>/g, '')

export type ObservatoryProxy = {
  host: string
  nginx: RunningNginx
  scan(pathname: string): Promise<ObservatoryReport>
  stop(): Promise<void>
}

/** nginx with TLS on ports 80 and 443 of `address`, in front of `upstream`, ready to scan. */
export async function startObservatoryProxy(options: {
  upstream: string
  address: string
  staticDir?: string
}): Promise<ObservatoryProxy> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-observatory-'))
  const nginx = await startNginx({
    upstream: options.upstream,
    httpPort: 80,
    httpsPort: 443,
    listenAddress: options.address,
    serverName: options.address,
    staticDir: options.staticDir,
    workDir,
  })
  return {
    host: options.address,
    nginx,
    scan: (pathname) => scanWithObservatory(options.address, pathname, nginx.certPath),
    async stop() {
      await nginx.stop()
      fs.rmSync(workDir, { recursive: true, force: true })
    },
  }
}
