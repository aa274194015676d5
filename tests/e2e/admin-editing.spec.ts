import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminHeaders, signInAs, STAFF_PASSWORD, watchAdminScreens } from './helpers/cms'
import { E2E_PORT } from './helpers/server'

/*
 * The admin as the marketing team uses it: signed in with the editor role, in the real
 * /admin of the production server. Each test makes its own page, so none depends on another.
 */

/*
 * One admin sign-in per test (signInAs): Payload keeps each account's sessions in one list on
 * the user, and two sign-ins of the same account at the same instant can drop one another's session.
 */
type Headers = Record<string, string>

async function pageAt(request: APIRequestContext, path: string) {
  const found = await request.get(`/api/pages?where[path][equals]=${encodeURIComponent(path)}&depth=0&limit=1`)
  return ((await found.json()) as { docs: { id: number; title: string; path: string }[] }).docs[0]!
}

async function draftPage(
  request: APIRequestContext,
  admin: Headers,
  label: string,
  extra: Record<string, unknown> = {},
) {
  const path = `/e2e-${label}-${Date.now().toString(36)}`
  const response = await request.post('/api/pages?draft=true', {
    headers: admin,
    data: { title: `E2E ${label}`, path, description: 'A page made by a browser test.', _status: 'draft', ...extra },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number; path: string } }).doc
}

test.describe('editing in the admin, as an editor @desktop', () => {
  test('a new password on one’s own account needs the current one, asked at its field', async ({ page, request }) => {
    const admin = await adminHeaders()
    const id = await signInAs(page, request, admin, 'editor')
    await page.goto('/admin/account')
    const current = page.locator('.field-type.password').filter({ has: page.getByLabel('Current password') })
    const save = page.getByRole('button', { name: 'Save' })
    /*
     * Fills the password fields as they are now and clicks Save. Each try fills them again: Payload
     * folds them after a refused save (emptying what was typed), a click on Change Password can be
     * ignored while the form settles, and the form state the server answers for the opened fields
     * can land after the typing and empty them in the form (the text stays on screen, Save stays
     * disabled, "This field is required."). Save enabled is the form's own word that it holds a change.
     */
    const saveWithPasswords = async (currentPassword?: string) => {
      if (!(await page.getByLabel('New Password').isVisible())) {
        await expect(async () => {
          await page.getByRole('button', { name: 'Change Password' }).click()
          await expect(page.getByLabel('New Password')).toBeVisible({ timeout: 2000 })
        }).toPass({ timeout: 20_000 })
      }
      for (const label of ['New Password', 'Confirm Password']) {
        await page.getByLabel(label).fill('')
        await page.getByLabel(label).fill('a new e2e password 1')
      }
      // The current password last: a fold empties what was typed before it.
      if (currentPassword) await page.getByLabel('Current password').fill(currentPassword)
      await expect(save).toBeEnabled({ timeout: 2000 })
      await save.click()
    }
    await expect(async () => {
      await saveWithPasswords()
      await expect(current.locator('.field-error')).toHaveText('Enter your current password to change your email or password.', { timeout: 3000 })
    }).toPass({ timeout: 40_000 })
    // With the current password, Save is tried again only while no save has reached the server:
    // a second click after a save that went through would test nothing.
    const saves: number[] = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.pathname === `/api/users/${id}` && response.request().method() === 'PATCH') saves.push(response.status())
    })
    await expect(async () => {
      const before = saves.length
      await saveWithPasswords(STAFF_PASSWORD)
      await expect.poll(() => saves.slice(before), { timeout: 5000 }).toContain(200)
    }).toPass({ timeout: 45_000 })
    await expect(page.locator('.payload-toast-container').getByText(/successfully/i)).toBeVisible()
    const me = await request.get(`/api/users/${id}?depth=0`, { headers: admin })
    const { email } = (await me.json()) as { email: string }
    expect((await request.post('/api/users/login', { data: { email, password: 'a new e2e password 1' } })).status()).toBe(200)
  })

  test('a path another page uses is refused at the path field, with that page named', async ({ page, request }) => {
    const admin = await adminHeaders()
    const pricing = await pageAt(request, '/pricing')
    const draft = await draftPage(request, admin, 'taken-path')
    await signInAs(page, request, admin, 'editor')
    await page.goto(`/admin/collections/pages/${draft.id}`)
    const path = page.locator('#field-path')
    // Pages autosave their draft as the editor types: no button to press.
    await path.fill('/pricing')
    const message = `Another page, “${pricing.title}”, already uses /pricing. Choose another path.`
    // The autosave is refused with the reason; Payload shows a draft's errors as a toast.
    await expect(page.locator('.payload-toast-container').getByText(message)).toBeVisible()
    // Publishing is refused at the field itself, which turns red with the same reason.
    const fieldError = page.locator('.field-type.text').filter({ has: path }).locator('.field-error')
    // (The button ignores a click while the refused autosave is still settling: click until it answers.)
    await expect(async () => {
      await page.getByRole('button', { name: 'Publish changes' }).click()
      await expect(fieldError).toHaveText(message, { timeout: 3000 })
    }).toPass({ timeout: 30_000 })
    // Nothing was saved: the page keeps its own address.
    const stored = await request.get(`/api/pages/${draft.id}?draft=true&depth=0`, { headers: admin })
    expect(((await stored.json()) as { path: string }).path).toBe(draft.path)
  })

  test('a duplicate gets a free address and can be published as it is', async ({ page, request }) => {
    const admin = await adminHeaders()
    const original = await draftPage(request, admin, 'duplicated')
    await signInAs(page, request, admin, 'editor')
    await page.goto(`/admin/collections/pages/${original.id}`)
    await expect(page.locator('#field-path')).toHaveValue(original.path)
    // (The menu and the button ignore clicks while the form is still settling: click until they answer.)
    await expect(async () => {
      await page.locator('.doc-controls__dots').click()
      await page.locator('#action-duplicate').click({ timeout: 2000 })
      await expect(page.locator('#field-path')).toHaveValue(`${original.path}-copy`, { timeout: 3000 })
    }).toPass({ timeout: 30_000 })
    // Published means visitors' API shows it: the duplicate's own "successfully" toast may still
    // be on screen, so a toast alone would not tell that the publish went through.
    await expect(async () => {
      await page.getByRole('button', { name: 'Publish changes' }).click()
      await expect.poll(() => pageAt(request, `${original.path}-copy`), { timeout: 3000 }).toBeDefined()
    }).toPass({ timeout: 30_000 })
    const copy = await pageAt(request, `${original.path}-copy`)
    try {
      expect((await request.get(`${original.path}-copy`)).status()).toBe(200)
    } finally {
      // Published pages show in the sitemap the sweeps read: leave none behind.
      await request.delete(`/api/pages/${copy.id}?overrideLock=true`, { headers: admin })
    }
  })

  for (const role of ['editor', 'sales'] as const)
    test(`the admin asks no third party for an avatar, and shows ${role} no broken image or blocked resource`, async ({
      page,
      request,
    }) => {
      const watch = watchAdminScreens(page)
      test.setTimeout(240_000)
      await signInAs(page, request, await adminHeaders(), role)
      // Every list and global the role's dashboard and nav offer, and the edit view of the first
      // document of each list (rich text, blocks, uploads, SEO preview; a lead's record).
      await page.goto('/admin')
      const offered = await page
        .locator('a[href^="/admin/collections/"], a[href^="/admin/globals/"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
      const screens = [...new Set(offered.filter((path) => /^\/admin\/(collections|globals)\/[^/]+$/.test(path)))]
      const firstDoc = async (screen: string) => {
        const collection = screen.match(/^\/admin\/collections\/([^/]+)$/)?.[1]
        if (!collection) return []
        const answer = await page.request.get(`/api/${collection}?limit=1&depth=0`)
        const { docs } = (await answer.json()) as { docs?: { id: number }[] }
        return docs?.[0] ? [`${screen}/${docs[0].id}`] : []
      }
      const paths = ['/admin', '/admin/account', ...screens, ...(await Promise.all(screens.map(firstDoc))).flat()]
      expect(paths).toEqual(
        expect.arrayContaining(
          role === 'editor'
            ? ['/admin/collections/pages', '/admin/collections/media', '/admin/globals/header-nav']
            : ['/admin/collections/leads'],
        ),
      )
      for (const path of paths) await watch.visit(path)
      watch.expectClean()
    })

  test('the dashboard opens the editor’s guide (docs/editing.md)', async ({ page, request }) => {
    await signInAs(page, request, await adminHeaders(), 'editor')
    await page.goto('/admin')
    const guide = page.locator('details.editor-guide')
    await guide.locator('summary').click()
    await expect(guide.getByRole('heading', { name: 'Who may do what' })).toBeVisible()
    await expect(guide.getByRole('heading', { name: 'Preview while you write' })).toBeVisible()
  })

  test('the dashboard opens on what the role does most: drafts and schedules, or new leads', async ({
    page,
    request,
  }) => {
    const admin = await adminHeaders()
    const draft = await draftPage(request, admin, 'dashboard-draft')
    await signInAs(page, request, admin, 'editor')
    await page.goto('/admin')
    const drafts = page
      .locator('.role-dashboard__section')
      .filter({ has: page.getByRole('heading', { name: 'Unpublished drafts' }) })
    await expect(drafts.locator(`a[href="/admin/collections/pages/${draft.id}"]`)).toHaveText('E2E dashboard-draft')
    await expect(page.getByRole('heading', { name: 'Scheduled' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'New leads' })).toHaveCount(0)

    const email = `dashboard-${Date.now().toString(36)}@example.com`
    const lead = await request.post('/api/demo', {
      headers: { origin: `http://127.0.0.1:${E2E_PORT}`, 'x-forwarded-for': '10.9.0.1' },
      data: { email },
    })
    expect(lead.status(), await lead.text()).toBeLessThan(300)
    await page.context().clearCookies()
    await signInAs(page, request, admin, 'sales')
    await page.goto('/admin')
    const leads = page
      .locator('.role-dashboard__section')
      .filter({ has: page.getByRole('heading', { name: 'New leads' }) })
    await expect(leads.getByRole('link', { name: email })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Unpublished drafts' })).toHaveCount(0)
  })

  test('blocks are picked by picture, rows are named by their content, icons are chosen by sight', async ({
    page,
    request,
  }) => {
    const admin = await adminHeaders()
    const feature = { title: 'Tokenise at the edge', text: 'Card numbers never reach your servers.', icon: 'relay' }
    const draft = await draftPage(request, admin, 'block-rows', {
      layout: [
        {
          blockType: 'featureGrid',
          heading: 'Why Relay',
          columns: '3',
          features: [feature, { ...feature, title: '' }],
        },
      ],
    })
    await signInAs(page, request, admin, 'editor')
    await page.goto(`/admin/collections/pages/${draft.id}`)

    // A row says what it holds; an empty one is numbered.
    // (A field's value is not text, so these match the row headers only.)
    await expect(page.getByText('Tokenise at the edge', { exact: true })).toBeVisible()
    await expect(page.getByText('Feature 2', { exact: true })).toBeVisible()
    // Lists inside a block start collapsed: open the first feature to edit it.
    await page
      .locator('.collapsible', { has: page.getByText('Tokenise at the edge', { exact: true }) })
      .last()
      .locator('.collapsible__toggle')
      .first()
      .click()

    // The icon field shows the icons: the stored one pressed; another is one click.
    const picker = page.locator('.icon-picker').first()
    await expect(picker.locator('button[aria-pressed="true"]')).toHaveAttribute('title', 'relay')
    expect(await picker.locator('button svg').count()).toBeGreaterThan(20)
    await picker.locator('button[title="lock"]').click()
    await expect(picker.locator('button[aria-pressed="true"]')).toHaveAttribute('title', 'lock')

    // The block picker: a drawing and a one-line description for every block.
    // (The button ignores a click while the autosave of the icon change is under way.)
    const drawer = page.locator('.drawer--is-open')
    const hero = drawer.getByRole('img', {
      name: 'The page’s opening: its heading, a sentence, buttons and a drawing.',
    })
    await expect(async () => {
      await page.getByRole('button', { name: 'Add Layout' }).click()
      await expect(hero).toBeVisible({ timeout: 3000 })
    }).toPass({ timeout: 30_000 })
    const thumbnails = await drawer
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))
    // Every layout block (src/blocks/configs.ts), the playground included.
    expect(thumbnails.length).toBe(19)
    expect(new Set(thumbnails).size).toBe(19)
  })

  test('a file over the upload limit is refused at the file field, naming the limit, before anything is sent', async ({ page, request }, testInfo) => {
    // A sparse file on disk: a local browser is handed its path, where a 25 MB buffer would
    // cross the protocol base64-encoded (that alone outlasted the test's minute on a loaded machine).
    const huge = testInfo.outputPath('huge.png')
    fs.mkdirSync(path.dirname(huge), { recursive: true })
    fs.writeFileSync(huge, '')
    fs.truncateSync(huge, 25 * 1024 * 1024)
    await signInAs(page, request, await adminHeaders(), 'editor')
    const posted: string[] = []
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname.startsWith('/api/media')) posted.push(sent.url())
    })
    await page.goto('/admin/collections/media/create')
    const rules = page.locator('.upload-rules')
    // The help says what it takes before anyone tries.
    await expect(rules).toContainText('of up to 20 MB')
    await expect(rules).toContainText('PNG')
    await page.locator('input[type="file"]').first().setInputFiles(huge)
    await expect(rules.locator('.field-error')).toContainText('This file is 25 MB; the largest file you can upload is 20 MB.')
    expect(posted).toEqual([])
  })

  test('the media list shows no storage bookkeeping columns', async ({ page, request }) => {
    await signInAs(page, request, await adminHeaders(), 'editor')
    await page.goto('/admin/collections/media')
    const headings = await page.locator('table thead th').allInnerTexts()
    expect(headings.join(' | ')).not.toMatch(/prefix|object key/i)
    expect(headings.join(' | ')).toMatch(/Alt/)
  })
})

test.describe('previewing and restoring, as an editor @desktop', () => {
  test('live preview follows typing: the draft autosaves and the pane shows it, with no save pressed', async ({
    page,
    request,
  }) => {
    const admin = await adminHeaders()
    const draft = await draftPage(request, admin, 'live-preview')
    await signInAs(page, request, admin, 'editor')
    await page.goto(`/admin/collections/pages/${draft.id}`)
    await page.getByRole('button', { name: 'Live Preview' }).click()
    const pane = page.frameLocator('iframe[src^="/api/preview"], iframe[src*="/api/preview?"]')
    await expect(pane.locator('h1')).toHaveText('E2E live-preview')
    const typed = `Typed ${Date.now().toString(36)}`
    await page.locator('#field-title').fill(typed)
    await expect(pane.locator('h1')).toHaveText(typed, { timeout: 15_000 })
  })

  test('live preview of a page whose description and blocks are still empty renders, and follows them as they are filled', async ({
    page,
    request,
  }) => {
    const admin = await adminHeaders()
    // As an editor leaves a new page: no description yet, a code sample and an FAQ just added.
    const draft = await draftPage(request, admin, 'empty-preview', { description: null, layout: [{ blockType: 'codeSample' }, { blockType: 'faq' }] })
    await signInAs(page, request, admin, 'editor')
    await page.goto(`/admin/collections/pages/${draft.id}`)
    await page.getByRole('button', { name: 'Live Preview' }).click()
    const pane = page.frameLocator('iframe[src^="/api/preview"], iframe[src*="/api/preview?"]')
    await expect(pane.locator('h1')).toHaveText('E2E empty-preview')
    await expect(pane.locator('body')).not.toContainText(/couldn.t load|server error/i)
    // Filled in: the pane follows without a reload.
    const description = `Described ${Date.now().toString(36)}`
    await page.locator('#field-description').fill(description)
    await expect(pane.locator('meta[name="description"]')).toHaveAttribute('content', description, { timeout: 15_000 })
    await expect(pane.locator('h1')).toHaveText('E2E empty-preview')
  })

  test('an earlier version of a global is restored from its history', async ({ page, request }) => {
    const admin = await adminHeaders()
    const publishLabel = async (linkLabel: string) => {
      const saved = await request.post('/api/globals/banner', {
        headers: admin,
        data: { linkLabel, _status: 'published' },
      })
      expect(saved.status(), await saved.text()).toBe(200)
    }
    const published = async () =>
      ((await (await request.get('/api/globals/banner?depth=0')).json()) as { linkLabel: string }).linkLabel
    const original = await published()
    try {
      await publishLabel('Restore me')
      await publishLabel('Replace me')
      const versions = await request.get(
        `/api/globals/banner/versions?depth=0&sort=-createdAt&where[version.linkLabel][equals]=${encodeURIComponent('Restore me')}`,
        { headers: admin },
      )
      const [version] = ((await versions.json()) as { docs: { id: string }[] }).docs
      expect(version).toBeDefined()

      await signInAs(page, request, admin, 'editor')
      await page.goto(`/admin/globals/banner/versions/${version!.id}`)
      await page.getByRole('button', { name: 'Restore this version' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
      await expect.poll(published, { timeout: 15_000 }).toBe('Restore me')
    } finally {
      await publishLabel(original)
    }
  })
})
