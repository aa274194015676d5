import type { Page, Response } from '@playwright/test'

/**
 * The bodies of every script this page loads from Next's static files up to network idle.
 * Collection stops there: a script that arrives later (a prefetch after idle) would still be
 * reading its body when the test ends, and Playwright rejects that read ("Test ended"), failing
 * a test whose checks had all passed.
 */
export function collectScripts(page: Page) {
  const bodies: Promise<string>[] = []
  const onResponse = (response: Response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) bodies.push(response.text())
  }
  page.on('response', onResponse)
  return async () => {
    await page.waitForLoadState('networkidle')
    page.off('response', onResponse)
    return Promise.all(bodies)
  }
}
