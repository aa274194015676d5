/**
 * The framework's floor for the Lighthouse part (issue 36): a bare Next.js page, 60 paragraphs
 * with next/link and no CSS, built from this checkout's own `next`, `react` and `react-dom` in a
 * temporary folder outside the checkout and served with `next start`. Whatever our pages score
 * below it is ours, not the framework's.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { answering, launchSite, type Site } from './server'

const PARAGRAPHS = 60
const START_DEADLINE_MS = 60_000
/** The checkout's own `next`, through the folder's link to its node_modules. */
const nextBin = (dir: string) => path.join(dir, 'node_modules/.bin/next')
const nextEnv = (): NodeJS.ProcessEnv => ({ ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' })

const layout = `export const metadata = { title: 'Bare Next.js page', description: 'The framework floor for the Lighthouse bench.' }
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>
}
`

const page = `import Link from 'next/link'
const paragraphs = Array.from({ length: ${PARAGRAPHS} }, (_, i) => i + 1)
export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      {paragraphs.map((n) => (
        <p key={n}>
          Paragraph {n}: plain text that a reader can follow to <Link href={'/?p=' + n}>another page</Link>, rendered on the
          server and hydrated on the client, with nothing of our own on it.
        </p>
      ))}
    </main>
  )
}
`

// node_modules is a symlink to the checkout's: Turbopack and output tracing must be told that
// a folder holding both the page and the packages is their root, or they refuse the link.
const nextConfig = `export default { turbopack: { root: '/' }, outputFileTracingRoot: '/' }
`

/** Builds the bare page in a temporary folder (printing nothing unless the build fails). */
export function buildBareNext(checkout = process.cwd()): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-bare-next-'))
  fs.mkdirSync(path.join(dir, 'app'))
  fs.writeFileSync(path.join(dir, 'app', 'layout.jsx'), layout)
  fs.writeFileSync(path.join(dir, 'app', 'page.jsx'), page)
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), nextConfig)
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare-next', private: true, type: 'module' }))
  fs.symlinkSync(path.join(checkout, 'node_modules'), path.join(dir, 'node_modules'))
  const build = spawnSync(nextBin(dir), ['build'], { cwd: dir, env: nextEnv(), encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`the bare Next.js page did not build:\n${build.stdout}\n${build.stderr}`)
  return dir
}

/** Serves a folder `buildBareNext` made with `next start` on `port`; stop() also removes the folder. */
export async function startBareNext(dir: string, port: number): Promise<Site> {
  const launched = launchSite(
    nextBin(dir),
    ['start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: dir, env: nextEnv() },
    port,
  )
  const stop = launched.site.stop
  launched.site.stop = async () => {
    await stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  return answering(launched, START_DEADLINE_MS)
}
