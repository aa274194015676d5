/**
 * The worker thread that picks each page's critical CSS (see inlineCriticalCss): Beasties takes
 * 0.2–0.7 s of CPU on a page, which on the server's own thread would hold every other request
 * up. Bundled beside the server (scripts/lib/standalone.ts); `workerData.staticDir` is the
 * build's `static` folder, whose files are named by their content and never change.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'

import { inlineCriticalCss } from './inlineCriticalCss'

export type CriticalCssRequest = { id: number; html: string }
export type CriticalCssAnswer = { id: number; html: string | null; error?: string }

const STATIC_PREFIX = '/_next/static/'
const staticDir = path.resolve((workerData as { staticDir: string }).staticDir)
const sheets = new Map<string, Promise<string>>()

const readStylesheet = (href: string) => {
  const file = path.resolve(staticDir, href.slice(STATIC_PREFIX.length))
  if (!href.startsWith(STATIC_PREFIX) || !file.startsWith(staticDir + path.sep))
    return Promise.reject(new Error(`not a build stylesheet: ${href}`))
  let sheet = sheets.get(href)
  if (!sheet) {
    sheet = fs.readFile(file, 'utf8')
    sheets.set(href, sheet)
    sheet.catch(() => sheets.delete(href))
  }
  return sheet
}

parentPort!.on('message', ({ id, html }: CriticalCssRequest) => {
  inlineCriticalCss(html, readStylesheet).then(
    (result) => parentPort!.postMessage({ id, html: result } satisfies CriticalCssAnswer),
    (error: unknown) =>
      parentPort!.postMessage({
        id,
        html: null,
        error: error instanceof Error ? error.message : String(error),
      } satisfies CriticalCssAnswer),
  )
})
