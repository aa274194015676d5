import { expect, test, type Page } from '@playwright/test'

import { adminHeaders } from './helpers/cms'

const wallLogos = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Trusted by payment, fintech and healthcare teams' }) }).getByRole('img')

test('the home page shows at least eight customer wordmarks, each named and linking to its story, in even rows', async ({ page }) => {
  await page.goto('/')
  const logos = wallLogos(page)
  await logos.first().scrollIntoViewIfNeeded()
  const shown = await logos.evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => ({
      alt: img.alt.trim(),
      src: img.getAttribute('src') ?? '',
      href: img.closest('a')?.getAttribute('href') ?? '',
      loaded: img.complete && img.naturalWidth > 0,
      top: Math.round(img.getBoundingClientRect().top),
      height: Math.round(img.getBoundingClientRect().height),
    })),
  )
  expect(shown.length).toBeGreaterThanOrEqual(8)
  const alts = shown.map((logo) => logo.alt)
  expect(alts.every(Boolean)).toBe(true)
  expect(new Set(alts).size).toBe(alts.length)
  for (const logo of shown) {
    expect(logo.src, logo.alt).toMatch(/\.svg$/)
    expect(logo.href, logo.alt).toMatch(/^\/customers\/[a-z0-9-]+$/)
  }
  await expect.poll(() => logos.evaluateAll((images) => (images as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0))).toBe(true)
  // One display height for all; the rows hold the same number of logos.
  expect(new Set(shown.map((logo) => logo.height)).size).toBe(1)
  const perRow = [...Map.groupBy(shown, (logo) => logo.top).values()].map((row) => row.length)
  expect(new Set(perRow).size, `logos per row: ${perRow.join(', ')}`).toBe(1)
})

test('the customers listing has a story for every logo on the wall', async ({ page }) => {
  await page.goto('/')
  const wall = await wallLogos(page).evaluateAll((images) => images.map((img) => img.closest('a')!.getAttribute('href')))
  await page.goto('/customers')
  const stories = await page
    .getByRole('main')
    .locator('a[href^="/customers/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))])
  expect(stories.toSorted()).toEqual(wall.toSorted())
})

test('a quote names the company once, after the role', async ({ page }) => {
  for (const path of ['/', '/products/relay', '/customers/quaystone-payments']) {
    await page.goto(path)
    for (const caption of await page.getByRole('main').locator('figure figcaption').allInnerTexts()) {
      const parts = caption.split(/[,\n]/).map((part) => part.trim()).filter(Boolean)
      expect(new Set(parts).size, `${path}: ${caption}`).toBe(parts.length)
    }
  }
})

test('the media library refuses an SVG with script and accepts a plain drawing', async ({ request }) => {
  const headers = await adminHeaders()
  const upload = (name: string, svg: string) =>
    request.post('/api/media', {
      headers,
      multipart: {
        file: { name, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) },
        _payload: JSON.stringify({ alt: 'A browser test’s drawing' }),
      },
    })
  const hostile = await upload('e2e-hostile.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4" onload="alert(1)"/></svg>')
  expect(hostile.status()).toBe(400)
  expect(await hostile.text()).toContain('onload')

  const plain = await upload('e2e-plain.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>')
  expect(plain.status(), await plain.text()).toBe(201)
  const { doc } = (await plain.json()) as { doc: { id: number; mimeType: string } }
  expect(doc.mimeType).toBe('image/svg+xml')
  await request.delete(`/api/media/${doc.id}`, { headers })
})
