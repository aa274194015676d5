import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { rebuildMediaUsage } from '../../cms/collections/Media/hooks/mediaUsage'

// The contact form block's optional aside (other ways to reach us, beside the form).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` ADD \`aside\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` ADD \`aside\` text;`)

  // Media used to be public on upload (until media_visibility). Flag what published content
  // already shows, so existing pages keep their images; everything else becomes private. This
  // reads the documents through the current config, so it runs in the latest migration that
  // changes a table it reads (it moved here from new_layout_blocks, which took it from
  // hero_visual): should a later migration change such a table, move this step after it.
  // Running it again where it already ran is harmless: it rebuilds the usage table whole.
  await rebuildMediaUsage(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` DROP COLUMN \`aside\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` DROP COLUMN \`aside\`;`)
}
