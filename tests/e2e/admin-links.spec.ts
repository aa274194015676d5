import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminHeaders, signInAs } from './helpers/cms'

/*
 * Links by reference, as an editor meets them in the real /admin of the production server: a
 * link picked from the site's pages follows its page to a new address, and a page that links
 * lead to is not deleted. Each test makes its own pages and removes them.
 */

type Headers = Record<string, string>

type Made = { id: number; title: string; path: string }

async function makePage(request: APIRequestContext, admin: Headers, label: string, extra: Record<string, unknown> = {}): Promise<Made> {
  const path = `/e2e-${label}-${Date.now().toString(36)}`
  const title = `E2E ${label} ${Date.now().toString(36)}`
  const draft = extra._status === 'draft'
  const response = await request.post(`/api/pages${draft ? '?draft=true' : ''}`, {
    headers: admin,
    data: { title, path, description: 'A page made by a browser test.', _status: 'published', ...extra },
  })
  expect(response.status(), await response.text()).toBe(201)
  return { id: ((await response.json()) as { doc: { id: number } }).doc.id, title, path }
}

const ctaTo = (label: string, target?: Made) => [
  {
    blockType: 'cta',
    heading: 'Where next',
    primary: { label, type: 'reference', ...(target ? { reference: { relationTo: 'pages', value: target.id } } : {}) },
  },
]

/** Removes what a test made: redirects to the pages first, then the referrer, then its target (refused while linked), each for certain. */
async function cleanUp(request: APIRequestContext, admin: Headers, referrer: Made, target: Made, targetPaths: string[]) {
  for (const path of targetPaths) {
    const found = await request.get(`/api/redirects?where[to][equals]=${encodeURIComponent(path)}&depth=0`, { headers: admin })
    for (const redirect of ((await found.json()) as { docs: { id: number }[] }).docs)
      await request.delete(`/api/redirects/${redirect.id}`, { headers: admin })
  }
  // The editor's browser may still hold the page's edit lock; a page left behind would show in every route sweep.
  for (const made of [referrer, target]) {
    const removed = await request.delete(`/api/pages/${made.id}?overrideLock=true`, { headers: admin })
    expect(removed.ok(), await removed.text()).toBe(true)
  }
}

test.describe('links by reference in the admin, as an editor @desktop', () => {
  test('a link picked from the pages follows its page to a new address', async ({ page, request }) => {
    const admin = await adminHeaders()
    const target = await makePage(request, admin, 'link-target')
    const referrer = await makePage(request, admin, 'link-referrer', { _status: 'draft', layout: ctaTo('Go to the target') })
    const moved = `${target.path}-moved`
    try {
      await signInAs(page, request, admin, 'editor')
      await page.goto(`/admin/collections/pages/${referrer.id}`)
      // The button's link is a reference: a picker over the site's pages, posts and the rest.
      const picker = page.locator('#field-layout__0__primary__reference')
      await expect(picker).toBeVisible()
      await expect(async () => {
        await picker.locator('.rs__control').click()
        await picker.locator('input').fill(target.title)
        await page.locator('.rs__option', { hasText: target.title }).first().click({ timeout: 3000 })
        await expect(picker.locator('.rs__single-value, .relationship--single-value')).toContainText(target.title, { timeout: 3000 })
      }).toPass({ timeout: 30_000 })
      // (Payload ignores the button while an autosave is in flight: click until it answers.)
      await expect(async () => {
        await page.getByRole('button', { name: 'Publish changes' }).click()
        await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 3000 })
      }).toPass({ timeout: 30_000 })

      const button = () => page.getByRole('link', { name: 'Go to the target' })
      await expect(async () => {
        await page.goto(referrer.path)
        await expect(button()).toHaveAttribute('href', target.path, { timeout: 1000 })
      }).toPass({ timeout: 15_000 })

      // The target moves; the referrer was not touched, and its button follows.
      const renamed = await request.patch(`/api/pages/${target.id}`, { headers: admin, data: { path: moved, _status: 'published' } })
      expect(renamed.status(), await renamed.text()).toBe(200)
      await expect(async () => {
        await page.goto(referrer.path)
        await expect(button()).toHaveAttribute('href', moved, { timeout: 1000 })
      }).toPass({ timeout: 15_000 })
    } finally {
      await cleanUp(request, admin, referrer, target, [target.path, moved])
    }
  })

  test('a page that links lead to is not deleted, and the editor is told which pages link to it', async ({
    page,
    request,
  }) => {
    const admin = await adminHeaders()
    const target = await makePage(request, admin, 'linked-target')
    const referrer = await makePage(request, admin, 'linking-page')
    const linked = await request.patch(`/api/pages/${referrer.id}`, {
      headers: admin,
      data: { layout: ctaTo('Read on', target), _status: 'published' },
    })
    expect(linked.status(), await linked.text()).toBe(200)
    try {
      await signInAs(page, request, admin, 'editor')
      await page.goto(`/admin/collections/pages/${target.id}`)
      await expect(page.locator('#field-path')).toHaveValue(target.path)
      await expect(async () => {
        await page.locator('.doc-controls__dots').click()
        await page.locator('#action-delete').click({ timeout: 2000 })
        await page.locator('#confirm-action').click({ timeout: 2000 })
        await expect(page.locator('.payload-toast-container').getByText(/cannot be deleted while these link to it/)).toBeVisible({
          timeout: 3000,
        })
      }).toPass({ timeout: 30_000 })
      const toast = page.locator('.payload-toast-container')
      await expect(toast).toContainText(`Page “${referrer.title}” (${referrer.path})`)
      await expect(toast).toContainText('Point them elsewhere (or remove them), then delete it.')
      // The document's "Linked from" panel lists the same, each a link to where it can be changed.
      await page.goto(`/admin/collections/pages/${target.id}`)
      const panel = page.locator('.linked-from')
      await expect(panel).toContainText('Linked from (1)')
      await panel.getByRole('link', { name: `Page “${referrer.title}” (${referrer.path})` }).click()
      await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${referrer.id}$`))
      // Still there, for visitors too.
      expect((await request.get(target.path)).status()).toBe(200)
    } finally {
      await cleanUp(request, admin, referrer, target, [target.path])
    }
  })
})

test.describe('anchors on blocks @desktop', () => {
  test('a button to /page#anchor reaches the block; a missing anchor is refused at the link', async ({ page, request }) => {
    const admin = await adminHeaders()
    // The FAQ's anchor is made from its heading at publish: "Common questions" → common-questions.
    const target = await makePage(request, admin, 'anchor-target', {
      layout: [
        { blockType: 'stats', heading: 'In numbers', items: [{ value: '99.99%', label: 'uptime' }] },
        { blockType: 'faq', heading: 'Common questions', items: [{ question: 'Is it PCI compliant?', answer: 'Yes: Level 1.' }] },
      ],
    })
    const referrer = await makePage(request, admin, 'anchor-referrer', {
      layout: [{ blockType: 'cta', heading: 'Questions?', primary: { label: 'Read the answers', type: 'custom', href: `${target.path}#common-questions` } }],
    })
    const missing = await request.patch(`/api/pages/${referrer.id}`, {
      headers: admin,
      data: { layout: [{ blockType: 'cta', heading: 'Questions?', primary: { label: 'Read the answers', type: 'custom', href: `${target.path}#nowhere` } }] },
    })
    expect(missing.status()).toBe(400)
    expect(await missing.text()).toContain('has no block with the anchor nowhere')
    try {
      await page.goto(referrer.path)
      await page.getByRole('link', { name: 'Read the answers' }).click()
      await expect(page).toHaveURL(new RegExp(`${target.path}#common-questions$`))
      const section = page.locator('#common-questions')
      await expect(section).toContainText('Common questions')
      await expect(section).toBeInViewport()
    } finally {
      await request.delete(`/api/pages/${referrer.id}`, { headers: admin })
      await request.delete(`/api/pages/${target.id}`, { headers: admin })
    }
  })
})

