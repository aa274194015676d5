import { expect, test } from '@playwright/test'

import { attrValues, srcsetUrls } from './helpers/html'

/** Paths outside the public site: the CMS, its API and feeds are checked elsewhere. */
const SKIP = /^\/(admin|api)(\/|$)/

test('a crawl of the whole site from / finds no broken internal link or image @desktop', async ({ request }) => {
  test.setTimeout(300_000)
  const queue = ['/']
  const seen = new Set(queue)
  const assets = new Set<string>()
  const broken: string[] = []
  while (queue.length > 0) {
    const path = queue.shift()!
    const response = await request.get(path)
    if (response.status() !== 200) {
      broken.push(`${path} → ${response.status()}`)
      continue
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue
    const html = await response.text()
    for (const href of attrValues(html, 'a', 'href')) {
      if (!href.startsWith('/') || href.startsWith('//')) continue
      const url = new URL(href, 'http://site')
      const next = url.pathname + url.search
      if (SKIP.test(url.pathname) || seen.has(next)) continue
      seen.add(next)
      queue.push(next)
    }
    for (const src of attrValues(html, 'img', 'src')) assets.add(src)
    for (const srcset of attrValues(html, 'img', 'srcset')) srcsetUrls(srcset).forEach((src) => assets.add(src))
  }
  for (const src of assets) {
    if (src.startsWith('data:') || /^https?:/.test(src)) continue
    const response = await request.get(src)
    if (response.status() !== 200) broken.push(`image ${src} → ${response.status()}`)
  }
  expect(broken).toEqual([])
  expect(seen.size).toBeGreaterThan(60)
  expect(assets.size).toBeGreaterThan(5)
})
