import type { Payload, PayloadRequest } from 'payload'

import { rebuildMediaUsage } from '../../cms/collections/Media/hooks/mediaUsage'
import { referenceLinksByPath } from '../../cms/links/referenceLinksByPath'
import { reindexSearch } from '../../cms/search/reindexSearch'
import { codeBlocksMigration } from './codeParagraphsToBlocks'

/**
 * The data steps that read and write content through Payload, and so through the current
 * config: they must run in the LATEST migration that changes a table they read (content, media,
 * globals, their blocks and versions), or a fresh database fails on a column a later migration
 * adds. Whoever adds such a migration moves the one call to it (site_search, edit_history, then block_anchors
 * held it). Running them again is harmless: each finds nothing left to do.
 */
export async function contentDataSteps(payload: Payload, req: PayloadRequest): Promise<void> {
  // 1. Media used to be public on upload (until media_visibility). Flag what published content
  //    already shows, so existing pages keep their images; everything else becomes private.
  await rebuildMediaUsage(payload, req)
  // 2. Links that lead to a document's address become references to it; the rest stay custom
  //    (link_references made every existing link custom).
  await referenceLinksByPath(payload, req)
  // 3. Seeded posts' code listings become code blocks (moved here from code_blocks).
  await codeBlocksMigration.up({ payload, req })
  // 4. Every published document gets its search entry.
  await reindexSearch(payload, req)
}
