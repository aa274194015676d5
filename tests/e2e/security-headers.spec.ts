import { expect, test, type Page } from '@playwright/test'

import { relayLatency } from '../../src/cms/seed/content/posts/relayLatency'
import { E2E_ADMIN } from './helpers/server'
import { GATED_SCRIPTS, gotoIntegrationsReady, watchForeignRequests } from './helpers/thirdParties'

/**
 * Issue 7, point 1, in the browser: every public page carries a Content-Security-Policy made of
 * the hashes of its own inline scripts, the page still runs under it (no violation while it
 * hydrates, accepts cookies and loads the gated scripts), and it is still served from Next's
 * prerender cache. The Observatory grade is observatory.spec.ts.
 */
const PAGES = ['/', '/products/relay', '/pricing', `/blog/${relayLatency.slug}`, '/contact']

declare global {
  interface Window {
    __cspViolations: string[]
  }
}

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.effectiveDirective} ${event.blockedURI}`)
    })
  })
  return () => page.evaluate(() => window.__cspViolations)
}

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

test.describe('security headers @desktop', () => {
  for (const path of PAGES) {
    test(`${path}: hash-based policy, nothing blocked, still prerendered`, async ({ page, request }) => {
      const violations = await recordViolations(page)
      const response = await page.goto(path)
      await page.locator('html[data-integrations-ready]').waitFor({ state: 'attached' })
      const headers = response!.headers()
      const scripts = directive(headers['content-security-policy'] ?? '', 'script-src')
      expect(scripts[0]).toBe("'self'")
      expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true)
      expect(scripts).not.toContain("'unsafe-inline'")
      expect(scripts).not.toContain("'unsafe-eval'")
      expect(directive(headers['content-security-policy']!, 'frame-ancestors')).toEqual(["'self'"])
      expect(headers['strict-transport-security']).toMatch(/max-age=(\d{8,}); includeSubDomains/)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['x-request-id']).toMatch(/^[\w-]{8,}$/)
      // Payload's colour-scheme hint is for the admin only: on a page it restarts navigation and splits caches.
      expect(headers['critical-ch']).toBeUndefined()
      await page.waitForTimeout(1000) // a late script (a timer, an idle callback) would be refused by now
      expect(await violations()).toEqual([])

      const again = await request.get(path)
      expect(again.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/)
      expect(again.headers()['content-security-policy']).toBe(headers['content-security-policy'])
    })
  }

  test.describe('in Europe', () => {
    test.use({ timezoneId: 'Europe/Berlin' })

    test('accepting cookies loads the gated scripts without a violation', async ({ page }) => {
      const violations = await recordViolations(page)
      const foreign = await watchForeignRequests(page)
      await gotoIntegrationsReady(page, '/')
      await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click()
      await expect.poll(() => foreign.toSorted()).toEqual(Object.values(GATED_SCRIPTS).sort())
      // Not 'networkidle': once accepted, the gated scripts and replay keep the network busy.
      await page.waitForTimeout(1000)
      expect(await violations()).toEqual([])
    })
  })

  test('the debug panel runs under the same policy', async ({ page }) => {
    const violations = await recordViolations(page)
    await gotoIntegrationsReady(page, '/?debug')
    await expect(page.getByText('Debug', { exact: true })).toBeVisible()
    expect(await violations()).toEqual([])
  })

  test('the admin has its own policy, and its session cookie is HttpOnly and SameSite', async ({ request }) => {
    const admin = await request.get('/admin/login')
    expect(directive(admin.headers()['content-security-policy'] ?? '', 'frame-ancestors')).toEqual(["'self'"])
    expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
    const login = await request.post('/api/users/login', { data: E2E_ADMIN })
    const cookie = login.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('payload-token='))
    expect(cookie?.value).toMatch(/HttpOnly/i)
    expect(cookie?.value).toMatch(/SameSite=(Lax|Strict)/i)
  })
})
