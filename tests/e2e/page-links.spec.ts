import { expect, test, type Page } from '@playwright/test'

/** Email addresses printed in the page's main content that are not the text of a link. */
const unlinkedEmailAddresses = (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    const found: string[] = []
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('a')) continue
      found.push(...(node.textContent?.match(/[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi) ?? []))
    }
    return found
  })

test.describe('email addresses in page copy', () => {
  test('/contact: every address under "Other ways to reach us" is a mailto: link that reads as the address', async ({
    page,
  }) => {
    await page.goto('/contact')
    const main = page.getByRole('main')
    for (const address of [
      'support@cipherwell.com',
      'security@cipherwell.com',
      'compliance@cipherwell.com',
      'press@cipherwell.com',
    ]) {
      const link = main.getByRole('link', { name: address, exact: true })
      await expect(link, address).toBeVisible()
      await expect(link, address).toHaveAttribute('href', `mailto:${address}`)
    }
    await expect(main.getByRole('listitem').filter({ hasText: 'Press:' })).toHaveText('Press: press@cipherwell.com')
    expect(await unlinkedEmailAddresses(page)).toEqual([])
  })

  test('/press: the intro and every release link the press address, the words unchanged', async ({ page }) => {
    await page.goto('/press')
    const main = page.getByRole('main')
    await expect(main.locator('p').filter({ hasText: 'For interviews' })).toHaveText(
      'News about the company. For interviews, data or brand assets, write to press@cipherwell.com.',
    )
    const releases = await main.locator('article').count()
    expect(releases).toBeGreaterThan(0)
    const links = main.getByRole('link', { name: 'press@cipherwell.com', exact: true })
    await expect(links).toHaveCount(releases + 1) // the intro's, then the "Press contact" line of each release
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))))
      expect(href).toBe('mailto:press@cipherwell.com')
    await expect(links.first()).toBeVisible()
    expect(await unlinkedEmailAddresses(page)).toEqual([])
  })

  test('legal pages link their addresses too', async ({ page }) => {
    await page.goto('/legal/privacy')
    await expect(
      page.getByRole('main').getByRole('link', { name: 'privacy@cipherwell.com', exact: true }).first(),
    ).toHaveAttribute('href', 'mailto:privacy@cipherwell.com')
    expect(await unlinkedEmailAddresses(page)).toEqual([])
  })
})

test.describe('changelog feed', () => {
  test('/changelog shows a visible link to its feed, which answers 200 with RSS', async ({ page, request }) => {
    await page.goto('/changelog')
    const link = page.getByRole('main').getByRole('link', { name: /feed|RSS/ })
    await expect(link).toBeVisible()
    await expect(link).toHaveText('Subscribe to the feed (RSS)')
    await expect(link).toHaveAttribute('href', '/changelog/feed.xml')
    const response = await request.get((await link.getAttribute('href'))!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/rss\+xml/)
    expect(await response.text()).toMatch(/^<\?xml[^>]*>\s*<rss /)
  })
})
