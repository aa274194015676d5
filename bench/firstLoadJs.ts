import { gzipSync } from 'node:zlib'

export type FirstLoad = { scripts: number; rawBytes: number; gzipBytes: number; inlineGzipBytes: number }

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/**
 * What a first visit to `path` downloads as JavaScript: every external script the HTML
 * loads, gzip-compressed, leaving out `nomodule` scripts (modern browsers skip them).
 * Inline scripts (Next's RSC payload) are reported apart: they are part of the HTML.
 */
export async function measureFirstLoadJs(origin: string, path: string): Promise<FirstLoad> {
  const html = await (await fetch(new URL(path, origin))).text()
  const sources = new Set<string>()
  let inline = ''
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_TAG)) {
    if (/\bnomodule\b/i.test(attributes)) continue
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1]
    if (src) sources.add(src)
    else if (!/type="application\/(ld\+)?json"/i.test(attributes)) inline += body
  }
  let rawBytes = 0
  let gzipBytes = 0
  for (const src of sources) {
    const response = await fetch(new URL(src, origin))
    if (!response.ok) throw new Error(`${src} answered ${response.status}`)
    const body = Buffer.from(await response.arrayBuffer())
    rawBytes += body.length
    gzipBytes += gzipSync(body).length
  }
  return { scripts: sources.size, rawBytes, gzipBytes, inlineGzipBytes: gzipSync(inline).length }
}
