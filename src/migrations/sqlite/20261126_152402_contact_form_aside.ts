import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The contact form block's optional aside (other ways to reach us, beside the form). The
// media-usage rebuild that ran here moved to sales_inbox, the latest migration that changes a
// table it reads.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` ADD \`aside\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` ADD \`aside\` text;`)

}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` DROP COLUMN \`aside\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` DROP COLUMN \`aside\`;`)
}
