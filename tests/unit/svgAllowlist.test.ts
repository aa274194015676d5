import { describe, expect, it } from 'vitest'

import { looksLikeMarkup, needsSvgCheck, svgProblem } from '@/cms/collections/Media/hooks/svgAllowlist'

const svg = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${body}</svg>`

/** Pentest 33, finding 8: external references behind 80 spaces, which hid the file from the check. */
const PADDED_ATTACK =
  ' '.repeat(80) +
  svg(
    '<image href="https://evil.example/track.png" width="10" height="10"/>' +
      '<rect width="10" height="10" fill="url(https://evil.example/a.svg#g)"/>' +
      '<a href="https://evil.example/"><rect width="1" height="1"/></a>',
  )

describe('svgProblem', () => {
  it.each([
    ['shapes and groups', svg('<g fill="#000"><path d="M0 0h10v10z"/><circle cx="5" cy="5" r="2"/></g>')],
    ['an XML declaration, comments and a title', `<?xml version="1.0" encoding="UTF-8"?>\n<!-- exported -->\n${svg('<title>Acme &amp; Co</title>')}`],
    ['a gradient used through a local url()', svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/>')],
  ])('accepts %s', (_, source) => {
    expect(svgProblem(source)).toBeNull()
  })

  it.each([
    ['a script', svg('<script>alert(1)</script>'), 'a <script> element'],
    ['an event handler', svg('<rect width="1" height="1" onclick="alert(1)"/>'), 'the onclick attribute on <rect>'],
    ['an onload on the root', svg('', ' onload="alert(1)"'), 'the onload attribute on <svg>'],
    ['foreignObject', svg('<foreignObject><div/></foreignObject>'), 'a <foreignObject> element'],
    ['a link', svg('<a href="javascript:alert(1)"><rect/></a>'), 'a <a> element'],
    ['use with xlink:href', svg('<use xlink:href="https://evil.example/x.svg#a"/>'), 'a <use> element'],
    ['an external url()', svg('<rect fill="url(https://evil.example/a.svg#g)"/>'), 'a link outside the file in the fill attribute'],
    ['a style element', svg('<style>@import url(https://evil.example/a.css)</style>'), 'a <style> element'],
    ['a style attribute', svg('<rect style="fill:red"/>'), 'the style attribute on <rect>'],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('&x;')}`, 'markup this library does not accept near character 0'],
    ['CDATA', svg('<![CDATA[<script>alert(1)</script>]]>'), 'markup this library does not accept'],
    ['an unknown entity in text', svg('<title>&x;</title>'), 'an entity in the text'],
    ['another namespace', '<svg xmlns="http://www.w3.org/1999/xhtml"></svg>', 'a namespace other than SVG’s'],
    ['an unclosed element', '<svg xmlns="http://www.w3.org/2000/svg"><g>', 'an unclosed <g>'],
    ['a mismatched end tag', svg('<g></rect>'), 'a </rect> that closes nothing'],
    ['two roots', `${svg('')}${svg('')}`, 'something other than one <svg> at the top'],
    ['HTML', '<html><body><script>alert(1)</script></body></html>', 'a <html> element'],
    ['text alone', 'just text', 'text outside the <svg> element'],
    ['an empty file', '', 'no <svg> element'],
    ['an unquoted attribute', '<svg width=10></svg>', 'markup this library does not accept'],
  ])('refuses %s', (_, source, problem) => {
    expect(svgProblem(source)).toContain(problem)
  })
})

describe('looksLikeMarkup', () => {
  it('spots the padded attack, whatever stands before its root and however long', () => {
    expect(looksLikeMarkup(Buffer.from(PADDED_ATTACK))).toBe(true)
    expect(svgProblem(PADDED_ATTACK)).toBe('a <image> element')
    const prefixes = [
      '\t\r\n'.repeat(4000),
      `\uFEFF${' '.repeat(80)}`,
      `<?xml version="1.0"?>${' '.repeat(80)}<!-- exported -->\n`,
    ]
    for (const prefix of prefixes) expect(looksLikeMarkup(Buffer.from(prefix + svg('')))).toBe(true)
    expect(looksLikeMarkup(Buffer.from(PADDED_ATTACK, 'utf16le'))).toBe(true)
    expect(looksLikeMarkup(Buffer.from(PADDED_ATTACK, 'utf16le').swap16())).toBe(true)
  })

  it('spots XML text in any encoding, whatever the file claims to be', () => {
    expect(looksLikeMarkup(Buffer.from('  <svg/>'))).toBe(true)
    expect(looksLikeMarkup(Buffer.from('\uFEFF<svg/>'))).toBe(true)
    expect(looksLikeMarkup(Buffer.from('\uFEFF<svg/>', 'utf16le'))).toBe(true)
    expect(looksLikeMarkup(Buffer.from('<svg/>', 'utf16le'))).toBe(true)
  })

  it('leaves binary images and PDFs alone', () => {
    expect(looksLikeMarkup(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe(false)
    expect(looksLikeMarkup(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(false)
    expect(looksLikeMarkup(Buffer.from('%PDF-1.7\n'))).toBe(false)
    expect(looksLikeMarkup(Buffer.from([0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70]))).toBe(false)
    // An AVIF whose first box is 60 bytes long: 0x3c is `<`, but not text.
    expect(looksLikeMarkup(Buffer.from([0, 0, 0, 0x3c, 0x66, 0x74, 0x79, 0x70]))).toBe(false)
    expect(looksLikeMarkup(Buffer.from(`${' '.repeat(80)}%PDF-1.7\n`))).toBe(false)
  })
})

describe('needsSvgCheck', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])

  it('checks markup by its content, whatever its name and type', () => {
    expect(needsSvgCheck({ data: Buffer.from(PADDED_ATTACK), name: 'logo.png', mimetype: 'image/png' })).toBe(true)
  })

  it('checks whatever calls itself SVG, by type or by name', () => {
    expect(needsSvgCheck({ data: png, name: 'logo.bin', mimetype: 'image/svg+xml' })).toBe(true)
    expect(needsSvgCheck({ data: png, name: 'logo.SVG', mimetype: 'application/octet-stream' })).toBe(true)
  })

  it('leaves other files to Payload’s own checks', () => {
    expect(needsSvgCheck({ data: png, name: 'logo.png', mimetype: 'image/png' })).toBe(false)
  })
})
