import type { Page, Request, Response } from '@playwright/test'

/** How long no script of Next's may be in flight or start before the page counts as settled. */
const QUIET_MS = 1_000

const isNextScript = (url: string) => {
  const { pathname } = new URL(url)
  return pathname.startsWith('/_next/static/') && pathname.endsWith('.js')
}

/**
 * The bodies of every script this page loads from Next's static files until its scripts settle,
 * its workers' included. The addresses are collected as they load and the bodies fetched again at
 * the end: a worker's script belongs to the worker's own target, whose bodies the page cannot
 * read (Playwright rejects that read and ends the test), and the static files never change.
 *
 * Settled means the load event has passed and no Next script has been in flight or started for
 * QUIET_MS. Not 'networkidle': once consent is given, the gated integrations, chat and session
 * replay may keep the network busy for as long as the page is open (a CI run timed out so).
 */
export function collectScripts(page: Page) {
  const urls = new Set<string>()
  const inFlight = new Set<Request>()
  let lastActivity = Date.now()
  const onRequest = (request: Request) => {
    if (!isNextScript(request.url())) return
    inFlight.add(request)
    lastActivity = Date.now()
  }
  const onDone = (request: Request) => {
    if (!inFlight.delete(request)) return
    lastActivity = Date.now()
  }
  const onResponse = (response: Response) => {
    if (isNextScript(response.url())) urls.add(response.url())
  }
  page.on('request', onRequest)
  page.on('requestfinished', onDone)
  page.on('requestfailed', onDone)
  page.on('response', onResponse)
  return async () => {
    await page.waitForLoadState('load')
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100)
    page.off('request', onRequest)
    page.off('requestfinished', onDone)
    page.off('requestfailed', onDone)
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
