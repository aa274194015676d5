import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { leadRecordBackfill } from '../shared/leadRecordBackfill'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`leads_note_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_note_log_order_idx\` ON \`leads_note_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_note_log_parent_id_idx\` ON \`leads_note_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_note_log_author_idx\` ON \`leads_note_log\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`_leads_v_version_note_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`at\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_leads_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_leads_v_version_note_log_order_idx\` ON \`_leads_v_version_note_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_note_log_parent_id_idx\` ON \`_leads_v_version_note_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_note_log_author_idx\` ON \`_leads_v_version_note_log\` (\`author_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`message\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`context\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`source_page\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`first_utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`first_utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`first_utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`next_step\` text;`)
  await db.run(sql`ALTER TABLE \`_leads_v\` ADD \`version_message\` text;`)
  await db.run(sql`ALTER TABLE \`_leads_v\` ADD \`version_context\` text;`)
  await db.run(sql`ALTER TABLE \`_leads_v\` ADD \`version_source_page\` text;`)
  await db.run(sql`ALTER TABLE \`_leads_v\` ADD \`version_first_utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`_leads_v\` ADD \`version_first_utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`_leads_v\` ADD \`version_first_utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`_leads_v\` ADD \`version_utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`_leads_v\` ADD \`version_next_step\` text;`)
  // The leads stored before it, as the repository now writes each new one (see leadRecordBackfill.ts).
  for (const statement of leadRecordBackfill()) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leads_note_log\`;`)
  await db.run(sql`DROP TABLE \`_leads_v_version_note_log\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`message\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`context\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`source_page\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`first_utm_source\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`first_utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`first_utm_campaign\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`next_step\`;`)
  await db.run(sql`ALTER TABLE \`_leads_v\` DROP COLUMN \`version_message\`;`)
  await db.run(sql`ALTER TABLE \`_leads_v\` DROP COLUMN \`version_context\`;`)
  await db.run(sql`ALTER TABLE \`_leads_v\` DROP COLUMN \`version_source_page\`;`)
  await db.run(sql`ALTER TABLE \`_leads_v\` DROP COLUMN \`version_first_utm_source\`;`)
  await db.run(sql`ALTER TABLE \`_leads_v\` DROP COLUMN \`version_first_utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`_leads_v\` DROP COLUMN \`version_first_utm_campaign\`;`)
  await db.run(sql`ALTER TABLE \`_leads_v\` DROP COLUMN \`version_utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`_leads_v\` DROP COLUMN \`version_next_step\`;`)
}
