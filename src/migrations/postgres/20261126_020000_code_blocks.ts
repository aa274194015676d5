import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { migratePostCodeParagraphs } from '../shared/codeParagraphsToBlocks'

/** Data only: seeded posts' code listings become code blocks (see codeParagraphsToBlocks). */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const migrated = await migratePostCodeParagraphs(payload, req)
  if (migrated > 0) payload.logger.info(`Code listings of ${migrated} posts made code blocks`)
}

/** The code blocks stay: they render, and editors may have added more since. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
