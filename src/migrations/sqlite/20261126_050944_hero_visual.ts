import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { rebuildMediaUsage } from '../../cms/collections/Media/hooks/mediaUsage'

// The hero's `visual` select: the drawing a page opens with (lib/heroVisuals.ts lists the values).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`visual\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`visual\` text;`)

  // Media used to be public on upload (until media_visibility). Flag what published content
  // already shows, so existing pages keep their images; everything else becomes private. This
  // reads the documents through the current config, so it runs here, after the hero's new column
  // exists: should a later migration change a table read here, move this step after it.
  await rebuildMediaUsage(payload, req)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`visual\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`visual\`;`)
}
