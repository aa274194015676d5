import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The contact form block's optional aside (other ways to reach us, beside the form). The
// media-usage rebuild that ran here moved to sales_inbox, the latest migration that changes a
// table it reads.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_contact_form" ADD COLUMN "aside" jsonb;
  ALTER TABLE "_pages_v_blocks_contact_form" ADD COLUMN "aside" jsonb;`)

}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_contact_form" DROP COLUMN "aside";
  ALTER TABLE "_pages_v_blocks_contact_form" DROP COLUMN "aside";`)
}
