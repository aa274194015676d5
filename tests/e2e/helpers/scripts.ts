import type { Page, Response } from '@playwright/test'

/**
 * The bodies of every script this page loads from Next's static files up to network idle, its
 * workers' included. The addresses are collected as they load and the bodies fetched again at
 * the end: a worker's script belongs to the worker's own target, whose bodies the page cannot
 * read (Playwright rejects that read and ends the test), and the static files never change.
 */
export function collectScripts(page: Page) {
  const urls = new Set<string>()
  const onResponse = (response: Response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) urls.add(response.url())
  }
  page.on('response', onResponse)
  return async () => {
    await page.waitForLoadState('networkidle')
    page.off('response', onResponse)
    return Promise.all(
      [...urls].map(async (url) => {
        const response = await page.request.get(url)
        if (!response.ok()) throw new Error(`${url} answered ${response.status()} when fetched again`)
        return response.text()
      }),
    )
  }
}
