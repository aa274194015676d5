import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { inlineScriptHashes } from '@/features/security/inlineScriptHashes'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes each inline script by its exact UTF-8 bytes, in order, once each', () => {
    const first = 'self.__next_f.push([1,"café \\u003c/script>"])'
    const second = '(self.__next_f=self.__next_f||[]).push([0])'
    const html = `<html><head><script>${second}</script></head><body><script>${first}</script><SCRIPT type="text/javascript">${second}</SCRIPT ></body></html>`
    expect(inlineScriptHashes(Buffer.from(html, 'utf8'))).toEqual([sha(second), sha(first)])
  })

  it('skips scripts with a src and inert data blocks, keeps modules', () => {
    const html = [
      '<script src="/_next/static/chunks/main.js" async></script>',
      '<script async="" src=/x.js></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script type='module'>import('/a.js')</script>",
    ].join('')
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha("import('/a.js')")])
  })

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes(Buffer.from('<p>no scripts</p>'))).toEqual([])
  })
})
