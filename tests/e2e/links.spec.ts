import { expect, test, type Page } from '@playwright/test'

import { openDropdown } from './helpers/nav'

/** Every internal href in the header (with each dropdown opened) and the footer. */
async function internalLinks(page: Page): Promise<string[]> {
  const found = new Set<string>()
  const collect = async (selector: string) => {
    const hrefs = await page
      .locator(`${selector} a[href]`)
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
    hrefs.filter((href) => href.startsWith('/')).forEach((href) => found.add(href))
  }
  for (const name of ['Products', 'Solutions', 'Resources']) {
    await openDropdown(page, name)
    await collect(`[data-testid="dropdown-${name}"]`)
  }
  await collect('[data-testid="site-header"]')
  await collect('[data-testid="site-footer"]')
  return [...found].sort()
}

test('every internal link in the header and footer answers 200 @desktop', async ({ page, request }) => {
  await page.goto('/')
  const links = await internalLinks(page)
  expect(links.length).toBeGreaterThanOrEqual(33) // the seeded header and footer name 33 distinct pages
  for (const href of links) {
    const response = await request.get(href, { maxRedirects: 0 })
    expect(response.status(), href).toBe(200)
  }
})
