import { Gutter, Pill, SetDocumentStepNav, Table } from '@payloadcms/ui'
import type { CollectionSlug, DocumentViewServerProps, GlobalSlug, PayloadRequest } from 'payload'
import { formatAdminURL, hasDraftsEnabled } from 'payload/shared'
import type { ReactNode } from 'react'

import { VersionSavedAt } from './VersionSavedAt.client'
import { versionRows, type VersionSummary } from './versionRows'

const SELECTED = { updatedAt: true, autosave: true, version: { _status: true, updatedBy: true } } as const

/** Every version of the document, newest first, as the signed-in user may read them. */
async function versionsOf(
  req: PayloadRequest,
  target: { collection: CollectionSlug; id: number | string } | { global: GlobalSlug },
) {
  const common = {
    sort: '-updatedAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    req,
    select: SELECTED,
  } as const
  const found =
    'collection' in target
      ? await req.payload.findVersions({
          ...common,
          collection: target.collection,
          where: { parent: { equals: target.id } },
        })
      : await req.payload.findGlobalVersions({ ...common, slug: target.global })
  return found.docs as unknown as VersionSummary[]
}

/** Staff names by id, for the author column; staff may not otherwise read each other's accounts. */
async function authorNames(req: PayloadRequest, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>()
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { name: true, email: true },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(docs.map((user) => [String(user.id), user.name || user.email]))
}

const column = (accessor: string, heading: string, cells: ReactNode[]) => ({
  accessor,
  active: true,
  field: { name: accessor, type: 'text' as const },
  Heading: <span>{heading}</span>,
  renderedCells: cells,
})

/**
 * The Versions tab of every versioned document (in place of Payload's, whose columns are fixed
 * to date, id and status): when each version was saved, its status in words, and who saved it
 * (the `updatedBy` stamp, src/cms/hooks/stampEditor.ts). Each opens compared with the
 * published version (versionRows.ts).
 */
export async function VersionHistory({
  initPageResult,
  hasPublishedDoc,
  routeSegments,
  i18n,
}: DocumentViewServerProps) {
  const { collectionConfig, globalConfig, docID, req } = initPageResult
  const config = req.payload.config
  const isTrashed = routeSegments[2] === 'trash'
  const versions = collectionConfig
    ? await versionsOf(req, { collection: collectionConfig.slug, id: docID! })
    : await versionsOf(req, { global: globalConfig!.slug })
  const drafts = hasDraftsEnabled((collectionConfig ?? globalConfig)!)
  const rows = versionRows(versions, hasPublishedDoc, { drafts })
  const kept = collectionConfig ? collectionConfig.versions?.maxPerDoc : globalConfig?.versions?.max
  const names = await authorNames(req, [...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))])

  const hrefOf = (row: (typeof rows)[number]) => {
    const path: `/${string}` = collectionConfig
      ? `/collections/${collectionConfig.slug}/${isTrashed ? 'trash/' : ''}${docID}/versions/${row.id}`
      : `/globals/${globalConfig!.slug}/versions/${row.id}`
    const href = formatAdminURL({ adminRoute: config.routes.admin, path })
    return row.compareWith ? `${href}?versionFrom=${encodeURIComponent(row.compareWith)}` : href
  }
  const columns = [
    column(
      'updatedAt',
      'Saved',
      rows.map((row) => <VersionSavedAt key={row.id} href={hrefOf(row)} date={row.updatedAt} />),
    ),
    column(
      'status',
      'Status',
      rows.map((row) =>
        row.tone === 'past' ? (
          <span key={row.id}>{row.status}</span>
        ) : (
          <Pill key={row.id} size="small" pillStyle={row.tone === 'live' ? 'success' : 'warning'}>
            {row.status}
          </Pill>
        ),
      ),
    ),
    column(
      'updatedBy',
      'Saved by',
      rows.map((row) => <span key={row.id}>{(row.authorId && names.get(row.authorId)) || 'Not recorded'}</span>),
    ),
  ]

  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionConfig?.slug}
        globalSlug={globalConfig?.slug}
        globalLabel={globalConfig?.label}
        id={docID}
        isTrashed={isTrashed}
        pluralLabel={collectionConfig?.labels.plural}
        useAsTitle={collectionConfig?.admin.useAsTitle}
        view={i18n.t('version:versions')}
      />
      <main className="versions">
        <Gutter className="versions__wrap">
          {rows.length === 0 ? (
            <p>No versions yet: each save, publish and autosave will be listed here.</p>
          ) : (
            <>
              <p className="version-history__note">
                {rows.some((row) => row.tone === 'live')
                  ? 'Open a version to see how it differs from the published one; the published version opens compared with the version before it.'
                  : 'Open a version to see how it differs from the version before it.'}
                {kept ? ` The newest ${kept} versions are kept.` : ''}
              </p>
              <Table columns={columns} data={rows} />
            </>
          )}
        </Gutter>
      </main>
    </>
  )
}
