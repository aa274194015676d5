import { createLocalReq, type DocumentViewServerProps, type Payload } from 'payload'
import { isValidElement, type ReactNode } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { VersionHistory } from '@/cms/admin/VersionHistory'
import type { Page, User } from '@/cms/payload-types'

import { bootPayload, noRevalidate, type Booted } from './helpers/bootPayload'

// Payload's admin components import their styles, which Node cannot load: the view's own
// output (columns, cells, links) is what is checked, so they stand in as plain elements.
vi.mock('@payloadcms/ui', () => ({
  Gutter: 'gutter',
  Link: 'a',
  Pill: 'pill',
  SetDocumentStepNav: 'step-nav',
  Table: 'payload-table',
  useConfig: () => ({}),
  useTranslation: () => ({}),
}))

type Column = { accessor: string; renderedCells: ReactNode[] }

/** The first element of `type` in a rendered tree (the view returns elements, not HTML). */
function findElement(node: ReactNode, type: unknown): { props: Record<string, unknown> } | undefined {
  if (Array.isArray(node)) return node.map((child: ReactNode) => findElement(child, type)).find(Boolean)
  if (!isValidElement(node)) return undefined
  if (node.type === type) return node as { props: Record<string, unknown> }
  return findElement((node.props as { children?: ReactNode }).children, type)
}
const textOf = (node: ReactNode): string =>
  Array.isArray(node)
    ? node.map(textOf).join('')
    : isValidElement(node)
      ? textOf((node.props as { children?: ReactNode }).children)
      : String(node ?? '')

/**
 * Who saved each version (src/cms/hooks/stampEditor.ts) and the Versions tab that shows it
 * (src/cms/admin/VersionHistory.tsx), on every versioned collection and global.
 */
describe('the edit history', () => {
  let booted: Booted
  let payload: Payload
  let editor: User
  let admin: User
  let page: Page

  beforeAll(async () => {
    booted = await bootPayload()
    payload = booted.payload
    const make = (role: 'admin' | 'editor', name: string) =>
      payload.create({
        collection: 'users',
        data: { email: `history-${role}@cipherwell.test`, name, password: 'a long test password', roles: [role] },
      })
    editor = await make('editor', 'Erin Editor')
    admin = await make('admin', 'Ada Admin')
    const as = (user: User) => ({ overrideAccess: false, user, context: noRevalidate })
    page = await payload.create({
      collection: 'pages',
      draft: true,
      data: { title: 'History page', path: '/history-page', description: 'A page with a history.', _status: 'draft' },
      ...as(editor),
    })
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' }, ...as(admin) })
    // The stamp is the server's to write: a value sent with the data is not taken.
    await payload.update({
      collection: 'pages',
      id: page.id,
      draft: true,
      data: { title: 'History page, changed', updatedBy: admin.id } as Partial<Page>,
      ...as(editor),
    })
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  it('keeps with each version who saved it', async () => {
    const { docs } = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: page.id } },
      sort: '-updatedAt',
      depth: 0,
    })
    expect(
      docs.map((entry) => [
        entry.version.title,
        entry.version._status,
        (entry.version as { updatedBy?: unknown }).updatedBy,
      ]),
    ).toEqual([
      ['History page, changed', 'draft', editor.id],
      ['History page', 'published', admin.id],
      ['History page', 'draft', editor.id],
    ])
  })

  it('shows the stamp to staff only', async () => {
    const visitor = await payload.findByID({ collection: 'pages', id: page.id, overrideAccess: false, user: null })
    expect(visitor).not.toHaveProperty('updatedBy')
    const staff = await payload.findByID({
      collection: 'pages',
      id: page.id,
      depth: 0,
      overrideAccess: false,
      user: editor,
    })
    expect(staff).toHaveProperty('updatedBy', admin.id)
  })

  it('stamps the globals too', async () => {
    await payload.updateGlobal({
      slug: 'banner',
      draft: true,
      data: { enabled: false },
      overrideAccess: false,
      user: editor,
      context: noRevalidate,
    })
    const { docs } = await payload.findGlobalVersions({ slug: 'banner', sort: '-updatedAt', limit: 1, depth: 0 })
    expect((docs[0]?.version as { updatedBy?: unknown }).updatedBy).toBe(editor.id)
  })

  it('lists who saved each version, each opening compared with the published one', async () => {
    const req = await createLocalReq({ user: { ...editor, collection: 'users' } }, payload)
    const view = await VersionHistory({
      initPageResult: { collectionConfig: payload.collections.pages.config, docID: page.id, req },
      hasPublishedDoc: true,
      routeSegments: ['collections', 'pages', String(page.id), 'versions'],
      i18n: req.i18n,
    } as unknown as DocumentViewServerProps)
    const table = findElement(view, 'payload-table')
    const columns = table?.props.columns as Column[]
    const cells = (accessor: string) => columns.find((column) => column.accessor === accessor)!.renderedCells
    expect(cells('updatedBy').map(textOf)).toEqual(['Erin Editor', 'Ada Admin', 'Erin Editor'])
    expect(cells('status').map(textOf)).toEqual(['Current draft', 'Published: the site shows this', 'Draft'])

    const { docs } = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: page.id } },
      sort: '-updatedAt',
      depth: 0,
    })
    const base = `/admin/collections/pages/${page.id}/versions`
    const published = String(docs[1]!.id)
    expect(cells('updatedAt').map((cell) => (cell as { props: { href: string } }).props.href)).toEqual([
      `${base}/${docs[0]!.id}?versionFrom=${published}`,
      `${base}/${published}`,
      `${base}/${docs[2]!.id}?versionFrom=${published}`,
    ])
  })
})
