import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { sitemapPaths } from './helpers/sitemap'

const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')

type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string }

/**
 * The Nu HTML Checker (vnu-jar from npm, on the machine's Java) over the HTML the server sends
 * for every route in the sitemap and for the 404 page: no errors. Run once, at desktop width;
 * the markup does not depend on the viewport.
 */
test('the Nu HTML Checker finds no error on any route @desktop', async ({ request }) => {
  test.setTimeout(300_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-vnu-'))
  try {
    const pages = [...(await sitemapPaths(request)), '/no-such-page']
    const files = new Map<string, string>()
    for (const [index, page] of pages.entries()) {
      const file = path.join(dir, `${index}.html`)
      fs.writeFileSync(file, await (await request.get(page)).text())
      files.set(`file:${file}`, page)
    }
    // vnu exits 1 when it reports anything; the report is what the test reads.
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...[...files.keys()].map((url) => url.slice(5))],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }))
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
    const errors = messages
      // Not its CSS checker's: it predates what browsers now support (`@property`, `margin-trim`),
      // and the inlined critical CSS (src/server/criticalCss) is the same stylesheet as ever.
      .filter((message) => message.type === 'error' && !message.message.startsWith('CSS: '))
      .map((message) => `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.message}`)
    expect(pages.length).toBeGreaterThan(30)
    expect(errors).toEqual([])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
