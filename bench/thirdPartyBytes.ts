import { chromium, type Page, type Request } from 'playwright'

import { benchBrowser } from '../scripts/lib/browsers'

/** The consent-gated scripts' hosts (src/features/integrations), answered by stubs. */
export const GATED_HOSTS = [
  'www.googletagmanager.com',
  'js.hs-scripts.com',
  'snap.licdn.com',
  'px.ads.linkedin.com',
  'widget.intercom.io',
]
/** Each stub's size: a script that leaked before consent would show as these bytes. */
export const STUB_BYTES = 20_000
const STUB = '/* bench: a stand-in for a consent-gated third-party script */\n'.padEnd(STUB_BYTES, ' ')
/** How long the bench lets a page run after its integrations started (or after Accept). */
const SETTLE_MS = 2_000
/** A Europe time zone, where consent starts 'pending'. */
const PENDING_TIMEZONE = 'Europe/Berlin'

const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Nothing leaves this machine: a third-party request the stubs do not answer fails at once (and is still counted).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
]

export type ThirdPartyTraffic = {
  /** Requests to any origin but the site's (failed ones included). */
  requests: number
  /** Bytes of the third-party script responses (bodies as received). */
  scriptBytes: number
  /** Third-party requests that were not for a script (pixels, XHR, frames…). */
  nonScriptRequests: number
  /** The third-party hosts contacted. */
  hosts: string[]
}
export type PageTraffic = ThirdPartyTraffic & { path: string; integrationsStarted: boolean }
export type AcceptedTraffic = PageTraffic & { accepted: boolean }

const isThirdParty = (url: string, origin: string) => {
  const { protocol, origin: requested } = new URL(url)
  return (protocol === 'http:' || protocol === 'https:') && requested !== origin
}

/** Records a page's third-party traffic from now on; `reset()` starts the record again. */
function watchThirdParty(page: Page, origin: string) {
  let requests: Request[] = []
  let scriptBodies: Promise<number>[] = []
  page.on('request', (request) => {
    if (isThirdParty(request.url(), origin)) requests.push(request)
  })
  page.on('response', (response) => {
    if (!isThirdParty(response.url(), origin) || response.request().resourceType() !== 'script') return
    scriptBodies.push(
      response.body().then(
        (body) => body.length,
        () => Number(response.headers()['content-length'] ?? 0),
      ),
    )
  })
  return {
    reset() {
      requests = []
      scriptBodies = []
    },
    async read(): Promise<ThirdPartyTraffic> {
      const sizes = await Promise.all(scriptBodies)
      return {
        requests: requests.length,
        scriptBytes: sizes.reduce((sum, size) => sum + size, 0),
        nonScriptRequests: requests.filter((request) => request.resourceType() !== 'script').length,
        hosts: [...new Set(requests.map((request) => new URL(request.url()).host))].sort(),
      }
    },
  }
}

/** Opens `path` and waits until its integrations have started (false if they never did), then lets it run. */
async function openAndSettle(page: Page, origin: string, path: string): Promise<boolean> {
  await page.goto(new URL(path, origin).href, { waitUntil: 'load' })
  const started = await page
    .waitForSelector('html[data-integrations-ready]', { state: 'attached', timeout: 30_000 })
    .then(
      () => true,
      () => false,
    )
  await page.waitForTimeout(SETTLE_MS)
  return started
}

/**
 * Third-party traffic in Debian's Chromium with consent pending (a Berlin time zone, nothing
 * stored): each of `paths` before any choice, then one page after the banner's Accept, which
 * shows the measurement does see the gated scripts when they are allowed.
 */
export async function measureThirdPartyTraffic(
  origin: string,
  paths: string[],
  acceptOn: string,
): Promise<{ before: PageTraffic[]; afterAccept: AcceptedTraffic }> {
  const browser = await chromium.launch({ executablePath: benchBrowser(), args: BROWSER_ARGS })
  try {
    const context = await browser.newContext({ timezoneId: PENDING_TIMEZONE })
    await context.route(
      (url) => GATED_HOSTS.includes(url.hostname),
      (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: STUB }),
    )
    const before: PageTraffic[] = []
    for (const path of paths) {
      const page = await context.newPage()
      try {
        const traffic = watchThirdParty(page, origin)
        const integrationsStarted = await openAndSettle(page, origin, path)
        before.push({ path, integrationsStarted, ...(await traffic.read()) })
      } finally {
        await page.close()
      }
    }

    const page = await context.newPage()
    try {
      const traffic = watchThirdParty(page, origin)
      const integrationsStarted = await openAndSettle(page, origin, acceptOn)
      traffic.reset()
      const accepted = await page
        .getByRole('region', { name: 'Cookie consent' })
        .getByRole('button', { name: 'Accept' })
        .click({ timeout: 30_000 })
        .then(
          () => true,
          () => false,
        )
      await page.waitForTimeout(SETTLE_MS)
      return { before, afterAccept: { path: acceptOn, integrationsStarted, accepted, ...(await traffic.read()) } }
    } finally {
      await page.close()
    }
  } finally {
    await browser.close()
  }
}
