import { expect, test } from '@playwright/test'

import { axeProblems } from './helpers/axe'
import { adminHeaders, createPage } from './helpers/cms'

const POST = '/blog/which-saq-do-you-need'

test.describe('rich text in a post', () => {
  test('an internal link shows its page’s address, follows the page when it moves, and keeps it from being deleted (issue 34)', async ({ page, request }) => {
    const admin = await adminHeaders()
    const stamp = Date.now().toString(36)
    const target = await createPage(request, { title: `Link target ${stamp}`, path: `/rt-target-${stamp}`, header: 'dark' })
    const paragraph = (children: unknown[]) => ({ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, textFormat: 0, children })
    const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, detail: 0, mode: 'normal', style: '' })
    const link = {
      type: 'link',
      version: 3,
      direction: null,
      format: '',
      indent: 0,
      id: `rt-${stamp}`,
      fields: { linkType: 'internal', doc: { relationTo: 'pages', value: target }, newTab: false },
      children: [text('our new page')],
    }
    const created = await request.post('/api/changelog', {
      headers: admin,
      data: {
        title: `Rich text link ${stamp}`,
        slug: `rich-text-link-${stamp}`,
        summary: 'An entry linking to a page.',
        content: { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [paragraph([text('Read '), link])] } },
        publishedAt: '2026-06-01T09:00:00.000Z',
        _status: 'published',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    await page.goto(`/changelog/rich-text-link-${stamp}`)
    await expect(page.locator('main').getByRole('link', { name: 'our new page' })).toHaveAttribute('href', `/rt-target-${stamp}`)

    const moved = await request.patch(`/api/pages/${target}`, { headers: admin, data: { path: `/rt-moved-${stamp}`, _status: 'published' } })
    expect(moved.status(), await moved.text()).toBe(200)
    await expect(async () => {
      await page.reload()
      await expect(page.locator('main').getByRole('link', { name: 'our new page' })).toHaveAttribute('href', `/rt-moved-${stamp}`, { timeout: 1000 })
    }).toPass({ timeout: 15_000 })

    // The page cannot be deleted while the entry's text links to it: the refusal names the entry.
    const refused = await request.delete(`/api/pages/${target}`, { headers: admin })
    expect(refused.status()).toBe(409)
    expect(await refused.text()).toContain(`“Rich text link ${stamp}”`)
    expect((await request.get(`/rt-moved-${stamp}`)).status()).toBe(200)
  })

  test('a table has column headers and scrolls inside the column, a callout says its tone in words', async ({
    page,
  }) => {
    await page.goto(POST)
    const article = page.locator('main')
    const table = article.getByRole('region', { name: 'Table' })
    await expect(table.getByRole('columnheader', { name: 'Questionnaire' })).toBeVisible()
    await expect(table.getByRole('row')).toHaveCount(4)
    await expect(table).toHaveAttribute('tabindex', '0')
    const callout = article.locator('aside').filter({ hasText: 'Warning: scope follows the data, not the volume' })
    await expect(callout).toContainText('files SAQ D')
    // Nothing widens the page at any width: a wide table scrolls in its own region.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    expect(await axeProblems(page, 'main', { include: 'main' })).toEqual([])
  })

  test('an image with a caption is a figure: the image named by its alt text, the caption under it', async ({
    page,
  }) => {
    await page.goto('/blog/relay-tokenizes-json-in-milliseconds')
    const figure = page
      .locator('main figure')
      .filter({ has: page.getByRole('img', { name: /^Bar chart of the p99 time Relay adds per stage/ }) })
    await expect(figure).toHaveCount(1)
    await expect(figure.locator('figcaption')).toHaveText(
      'Vault writes were most of the tail; batching them (change 1) did most of the work.',
    )
    // The image loads lazily: once scrolled to, it must arrive and decode.
    const image = figure.getByRole('img')
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      )
      .toBe(true)
  })
})
