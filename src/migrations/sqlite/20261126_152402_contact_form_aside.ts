import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The contact form block's optional aside (other ways to reach us, beside the form).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` ADD \`aside\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` ADD \`aside\` text;`)

  // (Flagging the media published content shows moved to sales_inbox, which changes a table it reads.)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` DROP COLUMN \`aside\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` DROP COLUMN \`aside\`;`)
}
