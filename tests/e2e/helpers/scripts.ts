import type { Page, Response } from '@playwright/test'

/** The bodies of every script this page loads from Next's static files, read once all have arrived. */
export function collectScripts(page: Page) {
  const bodies: Promise<string>[] = []
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) bodies.push(response.text())
  })
  return async () => {
    await page.waitForLoadState('networkidle')
    return Promise.all(bodies)
  }
}
