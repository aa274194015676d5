import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { absoluteUrls, inlineCriticalCss } from '@/server/criticalCss/inlineCriticalCss'
import { criticalCssPages } from '@/server/criticalCss/pageCache'

const SHEET = '/_next/static/chunks/site.css'
const CSS =
  '@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2");font-display:swap}' +
  '.used{color:red}.unused{color:blue}@media (min-width:48rem){.used{color:green}}' +
  '.arrive{animation:arrive 1s}@keyframes arrive{0%{opacity:0}}@keyframes spin{0%{rotate:0}}'
const SCRIPT =
  '<script>self.__next_f.push([1,"<link rel=\\"stylesheet\\" href=\\"/x.css\\" data-precedence=\\"next\\"/>&amp;"])</script>'
const page = (links = `<link rel="stylesheet" href="${SHEET}" data-precedence="next"/>`) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>${links}<script src="/_next/static/chunks/app.js" async=""></script></head>` +
  `<body><main><p class="used arrive">Hello</p></main>${SCRIPT}</body></html>`
const read = async (href: string) => {
  if (href !== SHEET) throw new Error(`unexpected ${href}`)
  return CSS
}

describe('inlineCriticalCss', () => {
  it('inlines the rules the markup uses, with every font face, and moves the stylesheet to the end of the body', async () => {
    const html = (await inlineCriticalCss(page(), read))!
    const style = html.match(/<style data-critical>(.*?)<\/style>/)![1]
    expect(style).toContain('.used{color:red}')
    expect(style).toContain('@media (min-width:48rem){.used{color:green}}')
    expect(style).toContain('@keyframes arrive')
    expect(style).not.toContain('.unused')
    expect(style).not.toContain('@keyframes spin')
    expect(style).toContain('@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)')
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toContain('rel="stylesheet"')
    expect(head.indexOf('<style data-critical>')).toBeLessThan(head.indexOf('<script'))
    expect(
      html.endsWith(`${SCRIPT}<link rel="stylesheet" href="${SHEET}" data-precedence="next"/></body></html>`),
    ).toBe(true)
  })

  it('keeps the typography plugin’s prose rules whole where the page has prose, and leaves them out where it has none', async () => {
    const PROSE = '.prose :where(strong):not(:where([class~=not-prose] *)){font-weight:600}'
    const OTHER = ':where(.stack>:not(:last-child)){margin-bottom:1rem}'
    const css = `${CSS}${PROSE}.prose-lg :where(p):not(:where([class~=not-prose] *)){margin:0}${OTHER}`
    const withBody = (body: string) =>
      `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="${SHEET}" data-precedence="next"/></head>` +
      `<body>${body}<p class="used">Hi</p></body></html>`
    const inline = async (body: string) =>
      (await inlineCriticalCss(withBody(body), async () => css))!.match(/<style data-critical>(.*?)<\/style>/)![1]!

    const post = await inline('<article class="mx-auto prose prose-lg"><strong>Bold</strong></article>')
    expect(post).toContain(PROSE)
    expect(post).toContain('.prose-lg :where(p)')
    expect(post).toContain(OTHER)
    for (const body of ['<div class="stack not-prose">x</div>', '<div>prose</div>']) {
      const style = await inline(body)
      expect(style, body).not.toContain('.prose')
      expect(style, body).toContain(OTHER)
    }
  })

  it('leaves every other byte as Next wrote it (inline scripts make the page’s policy hashes)', async () => {
    const original = page()
    const html = (await inlineCriticalCss(original, read))!
    const withoutEdits = html
      .replace(/<style data-critical>.*?<\/style>/, '')
      .replace(/<link rel="stylesheet"[^>]*\/>(?=<\/body>)/, '')
    expect(withoutEdits).toBe(original.replace(/<link rel="stylesheet"[^>]*\/>/, ''))
    expect(html).toContain(SCRIPT)
  })

  it('does nothing to a page without stylesheets', async () => {
    expect(await inlineCriticalCss(page(''), read)).toBeNull()
  })

  it('never lets a stylesheet’s text close the style element early', async () => {
    for (const css of [
      '.used::after{content:"</style><script>alert(1)</script>"}',
      '@font-face{font-family:"</style><script>alert(1)</script>"}.used{color:red}',
    ]) {
      const html = (await inlineCriticalCss(page(), async () => css)) ?? ''
      expect(html).not.toContain('alert(1)')
      expect(html.match(/<style/g)?.length ?? 0).toBe(html.match(/<\/style>/g)?.length ?? 0)
    }
  })

  it('makes a stylesheet’s relative addresses absolute, and leaves absolute ones', () => {
    expect(
      absoluteUrls('a{b:url(../media/x.woff2) url("./y.png") url(/z.svg) url(data:image/png;base64,AA)}', SHEET),
    ).toBe(
      'a{b:url(/_next/static/media/x.woff2) url("/_next/static/chunks/y.png") url(/z.svg) url(data:image/png;base64,AA)}',
    )
  })
})

const response = (status: number, cacheControl: string) => {
  const res = new http.ServerResponse(new http.IncomingMessage(null as never))
  res.statusCode = status
  res.setHeader('cache-control', cacheControl)
  return res
}
const SHARED = 's-maxage=3600, stale-while-revalidate=31532400'

describe('criticalCssPages', () => {
  it('sends the first visitor the page as it is, and later ones the inlined version', async () => {
    const calls: string[] = []
    const pages = criticalCssPages(async (html) => {
      calls.push(html)
      return `${html}+critical`
    })
    const body = Buffer.from('<html>a</html>')
    expect(pages(response(200, SHARED), body)).toBe(body)
    expect(pages(response(200, SHARED), body)).toBe(body) // still being made: not sent off twice
    await pages.settled()
    expect(pages(response(200, SHARED), Buffer.from('<html>a</html>')).toString()).toBe('<html>a</html>+critical')
    expect(calls).toEqual(['<html>a</html>'])
  })

  it('leaves pages for one person and errors alone', async () => {
    const calls: string[] = []
    const pages = criticalCssPages(async (html) => {
      calls.push(html)
      return html
    })
    const body = Buffer.from('<html>b</html>')
    pages(response(200, 'private, no-cache, no-store, max-age=0, must-revalidate'), body)
    pages(response(404, SHARED), body)
    pages(response(500, ''), body)
    await pages.settled()
    expect(calls).toEqual([])
  })

  it('remembers a page with nothing to inline, and tries a failed one again', async () => {
    let calls = 0
    let fail = true
    const pages = criticalCssPages(async () => {
      calls++
      if (fail) throw new Error('worker gone')
      return null
    })
    const body = Buffer.from('<html>c</html>')
    pages(response(200, SHARED), body)
    await pages.settled()
    fail = false
    pages(response(200, SHARED), body)
    await pages.settled()
    expect(pages(response(200, SHARED), body)).toBe(body)
    await pages.settled()
    expect(calls).toBe(2)
  })
})
