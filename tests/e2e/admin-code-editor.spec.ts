import { expect, test } from '@playwright/test'

import { adminHeaders, signInAs } from './helpers/cms'
import { E2E_PORT } from './helpers/server'

/*
 * The code editor (Monaco) behind a post's code blocks loads from our own origin, under the
 * admin's Content-Security-Policy: left to its loader's default it came from a CDN, which the
 * policy refused, so the editor never appeared and every such page logged a violation.
 */
test.describe('the admin’s code editor, as an editor @desktop', () => {
  test('a post’s code block opens in Monaco, loaded from our origin with no CSP violation', async ({ page, request }) => {
    const admin = await adminHeaders()
    const posts = await request.get('/api/posts?limit=100&depth=0', { headers: admin })
    expect(posts.ok()).toBe(true)
    const { docs } = (await posts.json()) as { docs: { id: number; content?: unknown }[] }
    const withCode = docs.find((post) => JSON.stringify(post.content ?? '').includes('"blockType":"Code"'))
    expect(withCode, 'a seeded post holds a code block').toBeDefined()

    const blocked: string[] = []
    const monacoFrom: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text())
    })
    page.on('request', (sent) => {
      if (/monaco|\/vs\/loader\.js/.test(sent.url())) monacoFrom.push(new URL(sent.url()).origin)
    })
    await signInAs(page, request, admin, 'editor')
    await page.goto(`/admin/collections/posts/${withCode!.id}`)
    await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: 30_000 })
    expect(monacoFrom.length).toBeGreaterThan(0)
    expect(new Set(monacoFrom)).toEqual(new Set([`http://127.0.0.1:${E2E_PORT}`]))
    expect(blocked).toEqual([])
  })
})
