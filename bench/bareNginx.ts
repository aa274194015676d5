import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { makeSelfSignedCert, NGINX } from '../scripts/lib/nginx'
import { bareNginxConfig, type BareNginxConfig, type StaticPage } from './bareNginxConfig'
import { waitForAnswer } from './localGet'

export type BarePage = StaticPage & { bytes: Buffer }
export type BareNginx = { url: string; stop: () => Promise<void> }

/**
 * Start Debian's nginx on `httpsPort` serving each page's bytes from a file in `dir`, with a
 * certificate made the same way as the micro-cache's and the settings it mirrors.
 */
export async function startBareNginx(options: {
  dir: string
  httpsPort: number
  pages: BarePage[]
  mirrored: BareNginxConfig['mirrored']
}): Promise<BareNginx> {
  const { dir, httpsPort, pages } = options
  fs.mkdirSync(path.join(dir, 'html'), { recursive: true })
  // Started as root, nginx's workers run as nobody: they must be able to read the pages.
  fs.chmodSync(dir, 0o755)
  for (const page of pages) {
    fs.writeFileSync(path.join(dir, 'html', page.file), page.bytes)
    fs.writeFileSync(path.join(dir, 'html', `${page.file}.gz`), gzipSync(page.bytes))
  }
  const { certPath, keyPath } = await makeSelfSignedCert(dir, ['localhost', '127.0.0.1'])
  const confPath = path.join(dir, 'nginx.conf')
  fs.writeFileSync(confPath, bareNginxConfig({ ...options, certPath, keyPath }))

  let output = ''
  // -e: the error log from the first line on, before the configuration names its own.
  const child = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', confPath], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const url = `https://127.0.0.1:${httpsPort}`
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT') // graceful: workers finish what they serve
    await exited
  }
  try {
    await Promise.race([
      waitForAnswer(url),
      exited.then(() => {
        throw new Error(`bare nginx exited:\n${output}`)
      }),
    ])
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}
