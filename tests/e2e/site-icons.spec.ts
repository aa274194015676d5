import { expect, test, type APIResponse } from '@playwright/test'

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = async (response: APIResponse) => {
  const body = await response.body()
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`
}

test.describe('icons browsers and phones ask for @desktop', () => {
  test('/favicon.ico answers 200 as an icon, and pages link it', async ({ page, request }) => {
    const response = await request.get('/favicon.ico')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/)
    await page.goto('/')
    await expect(page.locator('head link[rel="icon"][href^="/favicon.ico"]')).toHaveCount(1)
  })

  test('every page links a 180 px PNG apple-touch-icon that answers 200', async ({ page, request }) => {
    for (const path of ['/', '/contact', '/changelog', '/products/relay', '/does-not-exist']) {
      await page.goto(path)
      const link = page.locator('head link[rel="apple-touch-icon"]')
      await expect(link, path).toHaveCount(1)
      await expect(link, path).toHaveAttribute('sizes', '180x180')
      const response = await request.get((await link.getAttribute('href'))!)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toBe('image/png')
      expect(await pngSize(response), path).toBe('180x180')
    }
  })

  test('the manifest linked from the head answers 200 as a web app manifest, and so do its icons', async ({
    page,
    request,
  }) => {
    await page.goto('/changelog')
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/manifest.webmanifest')
    const response = await request.get(href!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/)
    const manifest = (await response.json()) as {
      name: string
      short_name: string
      theme_color: string
      background_color: string
      icons: { src: string; sizes: string; type: string }[]
    }
    expect(manifest).toMatchObject({
      name: 'Cipherwell',
      short_name: 'Cipherwell',
      theme_color: '#6d5dfc',
      background_color: '#ffffff',
    })
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512'])
    for (const icon of manifest.icons) {
      const iconResponse = await request.get(new URL(icon.src, response.url()).pathname)
      expect(iconResponse.status(), icon.src).toBe(200)
      expect(iconResponse.headers()['content-type'], icon.src).toBe(icon.type)
      expect(await pngSize(iconResponse), icon.src).toBe(icon.sizes)
    }
  })

  test('the icons and the manifest carry the security headers every response has', async ({ request }) => {
    for (const path of ['/favicon.ico', '/manifest.webmanifest', '/icons/icon-192.png']) {
      const headers = (await request.get(path)).headers()
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['strict-transport-security'], path).toContain('max-age=')
    }
  })
})
