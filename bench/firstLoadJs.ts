import { gzipSync } from 'node:zlib'

export type FirstLoad = { scripts: number; rawBytes: number; gzipBytes: number; inlineGzipBytes: number }
export type FirstLoadScript = { src: string; body: Buffer }

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/**
 * What a first visit to `path` downloads as JavaScript: every external script the HTML
 * loads, leaving out `nomodule` scripts (modern browsers skip them), and the inline
 * scripts (Next's RSC payload), which are part of the HTML.
 */
async function readFirstLoad(origin: string, path: string): Promise<{ scripts: FirstLoadScript[]; inline: string }> {
  const html = await (await fetch(new URL(path, origin))).text()
  const sources = new Set<string>()
  let inline = ''
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_TAG)) {
    if (/\bnomodule\b/i.test(attributes)) continue
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1]
    if (src) sources.add(src)
    else if (!/type="application\/(ld\+)?json"/i.test(attributes)) inline += body
  }
  const scripts: FirstLoadScript[] = []
  for (const src of sources) {
    const response = await fetch(new URL(src, origin))
    if (!response.ok) throw new Error(`${src} answered ${response.status}`)
    scripts.push({ src, body: Buffer.from(await response.arrayBuffer()) })
  }
  return { scripts, inline }
}

/** The external scripts a first visit to `path` loads (without `nomodule`), with their bodies. */
export async function firstLoadScripts(origin: string, path: string): Promise<FirstLoadScript[]> {
  return (await readFirstLoad(origin, path)).scripts
}

/**
 * The first-load JavaScript of `path`, gzip-compressed: its external scripts, with the inline
 * scripts (Next's RSC payload) reported apart, as they are part of the HTML.
 */
export async function measureFirstLoadJs(origin: string, path: string): Promise<FirstLoad> {
  const { scripts, inline } = await readFirstLoad(origin, path)
  let rawBytes = 0
  let gzipBytes = 0
  for (const { body } of scripts) {
    rawBytes += body.length
    gzipBytes += gzipSync(body).length
  }
  return { scripts: scripts.length, rawBytes, gzipBytes, inlineGzipBytes: gzipSync(inline).length }
}
