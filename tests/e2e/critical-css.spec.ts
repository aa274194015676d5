import fs from 'node:fs'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { relayLatency } from '../../src/cms/seed/content/posts/relayLatency'
import { openDropdown } from './helpers/nav'

/**
 * Issue 36, item 2: a prerendered page comes with the CSS its markup uses inlined in the head
 * and its stylesheets at the end of the body (src/server/criticalCss), once the server's worker
 * has made that version (the first visitor of a page version gets it as Next wrote it).
 */
const PAGES = ['/', '/pricing', `/blog/${relayLatency.slug}`]

async function criticalVersion(request: APIRequestContext, path: string) {
  let html = ''
  await expect
    .poll(async () => (html = await (await request.get(path)).text()).includes('<style data-critical>'), {
      timeout: 20_000,
    })
    .toBe(true)
  return html
}

/**
 * The whole page in one shot, taken with the viewport grown to the page's height rather than
 * Playwright's fullPage (which has Chromium paint beyond the viewport). Beyond the viewport this
 * Chromium now and then paints a post's bold variable-font text smaller than its layout, the
 * same page against itself, with or without critical CSS (2 of 33 loads did; 0 of 45 this way).
 */
async function wholePageShot(page: Page) {
  const width = page.viewportSize()!.width
  await page.setViewportSize({ width, height: await page.evaluate(() => document.documentElement.scrollHeight) })
  await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined))))
  return page.screenshot()
}

test.describe('critical CSS @desktop', () => {
  for (const path of PAGES) {
    test(`${path}: the first screen needs no stylesheet request, and looks the same with the inlined CSS alone`, async ({
      browser,
      request,
    }, testInfo) => {
      const html = await criticalVersion(request, path)
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head).not.toMatch(/<link rel="stylesheet"/)
      expect(html).toMatch(
        /<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css" data-precedence="next"\/><\/body>/,
      )

      // Without JavaScript and without motion, so that only the CSS can differ.
      for (const width of [375, 1440]) {
        const shots: Buffer[] = []
        for (const blockStylesheets of [false, true]) {
          const context = await browser.newContext({
            viewport: { width, height: 900 },
            javaScriptEnabled: false,
            reducedMotion: 'reduce',
          })
          const page = await context.newPage()
          await page.route(
            (url) => url.pathname === path,
            (route) => route.fulfill({ contentType: 'text/html', body: html }),
          )
          if (blockStylesheets) await page.route('**/*.css', (route) => route.abort())
          await page.goto(path)
          // Every face loaded, not only those in use: with the whole sheet each family is declared
          // twice (inlined, and again by the sheet), and the sheet's face, the one that applies,
          // may not have been asked for yet when document.fonts.ready resolves.
          await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined))))
          // Every picture loaded and decoded too: the lazy ones far down the page (a post's "More
          // posts" covers) otherwise arrive in one shot and not the other, whatever the CSS.
          await page.evaluate(() =>
            Promise.all(
              [...document.images].map((image) => {
                image.loading = 'eager'
                return image.decode().catch(() => undefined)
              }),
            ),
          )
          shots.push(await wholePageShot(page))
          await context.close()
        }
        if (!shots[1]!.equals(shots[0]!)) {
          fs.writeFileSync(testInfo.outputPath(`${width}-whole-sheet.png`), shots[0]!)
          fs.writeFileSync(testInfo.outputPath(`${width}-inlined-only.png`), shots[1]!)
        }
        expect(shots[1]!.equals(shots[0]!), `${path} at ${width} px differs with the inlined CSS alone`).toBe(true)
      }
    })
  }

  test('a page served with its critical CSS hydrates without an error, and what it adds later is styled by the whole sheet', async ({
    page,
    request,
  }) => {
    await criticalVersion(request, '/')
    const problems: string[] = []
    // (A failed request is logged as an error too: the test server's third-party fakes answer some
    // hosts only; requests are not what this test is about.)
    page.on(
      'console',
      (message) =>
        void (
          message.type() === 'error' &&
          !message.text().startsWith('Failed to load resource') &&
          problems.push(message.text())
        ),
    )
    page.on('pageerror', (error) => problems.push(error.message))
    const response = await page.goto('/')
    expect(await response!.text()).toContain('<style data-critical>')
    // The dropdown is not in the served markup, so none of its rules were inlined.
    const menu = await openDropdown(page, 'Products')
    expect(await menu.evaluate((element) => getComputedStyle(element).position)).not.toBe('static')
    expect(problems).toEqual([])
  })
})
