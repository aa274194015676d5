import { searchPlugin } from '@payloadcms/plugin-search'
import type { BeforeSync } from '@payloadcms/plugin-search/types'
import type { Field, Payload, Plugin } from 'payload'

import { canEditContent } from '../access/roles'
import { richTextToMarkdown } from '../text/richTextMarkdown'
import { SEARCH_COLLECTIONS, SEARCH_TYPES, isSearchCollection, searchFields, type SearchCollection, type SearchFields } from './searchDocument'

/** The index's collection: `search` would take /api/search, the site's own search endpoint. */
export const SEARCH_INDEX = 'search-index'

const NO_ADDRESS = { type: 'pages', url: '', summary: '', headings: '', body: '', hidden: true } as const

/** A document's words and address for the index; one with no address yet (a page without a path) is kept hidden. */
export async function indexFields(payload: Payload, collection: SearchCollection, doc: object): Promise<SearchFields> {
  const row = doc as Record<string, unknown>
  return searchFields(collection, row, await richTextToMarkdown(payload)) ?? { ...NO_ADDRESS, title: String(row.title ?? '') }
}

/**
 * The plugin writes this on publish, beside its own title, document and priority. A draft is
 * never written (the plugin only removes an unpublished document's entry), so autosaves skip
 * the work. A failure here must not stop an editor's save: it is logged, and the entry is
 * left as it was.
 */
const beforeSync: BeforeSync = async ({ collectionSlug, originalDoc, payload, searchDoc }) => {
  if (!isSearchCollection(collectionSlug) || originalDoc._status === 'draft') return searchDoc
  try {
    return { ...searchDoc, ...(await indexFields(payload, collectionSlug, originalDoc)) }
  } catch (err) {
    payload.logger.error({ err, msg: `search entry not updated for ${collectionSlug} ${String(originalDoc.id)}` })
    return searchDoc
  }
}

const readOnly = { readOnly: true }

/** The plugin's title, document link and priority (ours: described), and the words and address we add. */
const indexSchema = ({ defaultFields }: { defaultFields: Field[] }): Field[] => [
  ...defaultFields.filter((field) => !('name' in field && field.name === 'priority')),
  {
    name: 'priority',
    type: 'number',
    admin: {
      position: 'sidebar',
      description: 'Higher comes first among the results that match. Leave empty for the usual order (title, then headings, then text).',
    },
  },
  {
    name: 'type',
    type: 'select',
    required: true,
    index: true,
    options: Object.entries(SEARCH_TYPES).map(([value, label]) => ({ value, label })),
    admin: { ...readOnly, position: 'sidebar' },
  },
  { name: 'url', type: 'text', admin: { ...readOnly, description: 'Where the result links to.' } },
  { name: 'summary', type: 'textarea', admin: readOnly },
  { name: 'headings', type: 'textarea', admin: readOnly },
  { name: 'body', type: 'textarea', admin: { ...readOnly, description: 'The words the search matches, taken from the document.' } },
  {
    name: 'hidden',
    type: 'checkbox',
    defaultValue: false,
    admin: { ...readOnly, position: 'sidebar', description: 'Hidden from search engines, so from the site search too.' },
  },
]

/**
 * Payload's search plugin keeps one index row per published document of every public type:
 * its hooks write the row on publish, delete it on unpublish and delete, and leave it while a
 * draft of a published document is edited. The rows are searched with the engine's full-text
 * search (searchQuery.ts); the migration `site_search` adds the FTS5 table or tsvector column.
 * Editors can read the index and rebuild it (Reindex); nobody else reads it through the API.
 */
export const siteSearch = (): Plugin =>
  searchPlugin({
    collections: [...SEARCH_COLLECTIONS],
    beforeSync,
    syncDrafts: false,
    deleteDrafts: true,
    searchOverrides: {
      slug: SEARCH_INDEX,
      labels: { singular: 'Search entry', plural: 'Site search' },
      access: { read: canEditContent, update: canEditContent, delete: canEditContent },
      admin: {
        defaultColumns: ['title', 'type', 'url', 'updatedAt'],
        description:
          'What the site search finds: one entry per published document, updated on publish, unpublish and delete. Reindex rebuilds a type’s entries (after an import, say).',
      },
      fields: indexSchema,
    },
  })
