import { expect, test } from '@playwright/test'

test.describe('page shell', () => {
  test('toasts sit bottom-right, 32 px from the edges, at most 350 px wide, with error and success icons', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    // The toaster mounts with the client root after hydration, in the same commit that marks the
    // overlays ready; on a loaded machine that can come after the network has gone quiet.
    await page.locator('html[data-overlays-ready]').waitFor({ state: 'attached' })
    await context.setOffline(true)
    const toast = page.getByRole('status').filter({ hasText: 'You are offline' })
    await expect(toast).toBeVisible()
    const viewport = page.viewportSize()!
    const bar = toast.locator('xpath=..')
    await expect
      .poll(async () => {
        const box = (await bar.boundingBox())!
        return [Math.round(viewport.width - (box.x + box.width)), Math.round(viewport.height - (box.y + box.height))]
      })
      .toEqual([32, 32])
    expect((await bar.boundingBox())!.width).toBeLessThanOrEqual(350)
    const iconColours = () =>
      bar.evaluate((el) => [...el.querySelectorAll('div')].map((div) => getComputedStyle(div).backgroundColor))
    await expect.poll(iconColours).toContain('rgb(255, 75, 75)') // react-hot-toast's error icon
    await context.setOffline(false)
    const back = page.getByRole('status').filter({ hasText: 'Back online' })
    await expect(back).toBeVisible()
    await expect
      .poll(() =>
        back
          .locator('xpath=..')
          .evaluate((el) => [...el.querySelectorAll('div')].map((d) => getComputedStyle(d).backgroundColor)),
      )
      .toContain('rgb(97, 211, 69)') // success icon
    // Success toasts last 2 s, then leave after the 1 s removal delay.
    await expect(back).toHaveCount(0, { timeout: 6_000 })
  })

  test("the header prop 'light' selects the light theme; otherwise dark", async ({ page }) => {
    await page.goto('/pricing') // seeded with header: 'light'
    const header = page.getByTestId('site-header')
    await expect(header).toHaveAttribute('data-theme', 'light')
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)')
    await page.goto('/products/relay') // seeded dark
    await expect(header).toHaveAttribute('data-theme', 'dark')
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(255, 255, 255)')
  })

  test('unknown routes render the 404 page inside the shell with status 404', async ({ page }) => {
    for (const path of ['/does-not-exist', '/products/unknown-product', '/webinars/no-such-webinar', '/UPPER/Case']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
      await expect(page.getByTestId('site-header')).toBeVisible()
      await expect(page.getByTestId('site-footer')).toBeVisible()
    }
  })

  test('the 404 page is in the HTML itself: heading, links and footer without JavaScript', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      for (const path of ['/does-not-exist', '/blog/no-such-post', '/customers/no-such-story', '/page-not-found']) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
        await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
        await expect(page.getByTestId('site-header')).toBeVisible()
        await expect(page.getByTestId('site-footer')).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      }
    } finally {
      await context.close()
    }
    const html = await (await request.get('/no/such/page')).text()
    expect(html).not.toContain('id="__next_error__"')
    expect(html).toContain('Page not found</h1>')
  })

  test('malformed query strings never cause a server error', async ({ request }) => {
    for (const url of [
      '/?%E0%A4%A=1',
      '/?q=%%%',
      '/pricing?a=%ZZ&&=&b',
      '/products/relay?%00=%00',
      '/?' + 'x'.repeat(4000),
    ]) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
    }
    // A path that is not valid percent-encoding is the client's error, not ours.
    for (const url of ['/%E0%A4%A', '/products/%E0%A4%A?x=1', '/api/%E0%A4%A']) {
      expect((await request.get(url)).status(), url).toBe(400)
    }
  })
})
