import { expect, test, type Page } from '@playwright/test'

import { pauseClockAhead } from './helpers/clock'

/**
 * Resolves once React has rendered what the last input event set off, and run that render's
 * effects: its scheduler posts each step as a message, and messages run in the order they are
 * posted, so three rounds of our own come after them (timers cannot tell, the page's clock being stopped).
 */
async function reactSettled(page: Page) {
  await page.evaluate(async () => {
    for (let round = 0; round < 3; round++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
    }
  })
}

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
    // react-hot-toast's entrance eases with an overshoot (cubic-bezier(.21, 1.02, .73, 1) on
    // scale), so mid-animation the bar measures a hair over its width (350.0004 px, seen in CI):
    // measure the box it rests in: the bar's own animations, as its icon holds an endless spinner.
    // (Not `animation.finished`: it rejects when the toast restyles and the animation is replaced.)
    await expect.poll(() => bar.evaluate((el) => el.getAnimations().some((a) => a.playState === 'running'))).toBe(false)
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

  test('hovering the toast area pauses the timers; leaving it lets them run again', async ({ page, context }) => {
    // The page's clock is Playwright's: it runs while the page loads, then stops, so the toasts'
    // timers move only when the test moves them. With real time, moving onto a toast raced its 4 s
    // timer on a loaded machine, and a pointer resting where the toast would appear was not always
    // told that the toast had come under it (mouseenter on the mobile project, in CI).
    await page.clock.install()
    await page.goto('/')
    await page.locator('html[data-overlays-ready]').waitFor({ state: 'attached' })
    // (The page's clock, not this process's: it may have run ahead while timers fired.)
    await pauseClockAhead(page, 2_000)
    await context.setOffline(true)
    const offline = page.getByRole('status').filter({ hasText: 'You are offline' })
    await expect(offline).toBeVisible()
    const box = (await offline.locator('xpath=..').boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await reactSettled(page)
    // An error toast lasts 4 s and leaves 1 s later: past that, only the pause keeps it.
    await page.clock.runFor(6_000)
    await expect(offline).toBeVisible()
    // "Back online" replaces it in place, still under the pointer: its 2 s and 1 s removal delay pass too.
    await context.setOffline(false)
    const back = page.getByRole('status').filter({ hasText: 'Back online' })
    await expect(back).toBeVisible()
    await page.clock.runFor(3_000)
    await expect(back).toBeVisible()
    await page.mouse.move(10, 10)
    await reactSettled(page)
    // react-hot-toast credits the whole pause to every toast, the time before this one replaced the
    // offline warning included (9 s of the page's clock here), so it leaves after 2 s + that + the
    // 1 s removal; the removal is set by an effect after the dismissal renders, so time moves in steps.
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000)
        return back.count()
      }, { timeout: 30_000 })
      .toBe(0)
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
    // A dead link is a step, not an end: search the site from here, or pick a section.
    await expect(page.getByRole('main').getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('href', '/pricing')
    await page.getByRole('main').getByRole('searchbox', { name: 'Search the site' }).fill('token')
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL('/search?q=token')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “token”')
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
