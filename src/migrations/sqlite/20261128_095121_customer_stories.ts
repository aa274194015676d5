import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { contentDataSteps } from '../shared/contentDataSteps'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`customers_products\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_products_order_idx\` ON \`customers_products\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`customers_products_parent_idx\` ON \`customers_products\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`customers_architecture_lanes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`ours\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_architecture_lanes_order_idx\` ON \`customers_architecture_lanes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`customers_architecture_lanes_parent_id_idx\` ON \`customers_architecture_lanes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`customers_architecture_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` numeric,
  	\`to\` numeric,
  	\`marking\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_architecture_steps_order_idx\` ON \`customers_architecture_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`customers_architecture_steps_parent_id_idx\` ON \`customers_architecture_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_customers_v_version_products\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_customers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_customers_v_version_products_order_idx\` ON \`_customers_v_version_products\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_customers_v_version_products_parent_idx\` ON \`_customers_v_version_products\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_customers_v_version_architecture_lanes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`ours\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_customers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_customers_v_version_architecture_lanes_order_idx\` ON \`_customers_v_version_architecture_lanes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_customers_v_version_architecture_lanes_parent_id_idx\` ON \`_customers_v_version_architecture_lanes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_customers_v_version_architecture_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` numeric,
  	\`to\` numeric,
  	\`marking\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_customers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_customers_v_version_architecture_steps_order_idx\` ON \`_customers_v_version_architecture_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_customers_v_version_architecture_steps_parent_id_idx\` ON \`_customers_v_version_architecture_steps\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`featured\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`size\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`region\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`architecture_heading\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`architecture_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_customers_v\` ADD \`version_featured\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_customers_v\` ADD \`version_size\` text;`)
  await db.run(sql`ALTER TABLE \`_customers_v\` ADD \`version_region\` text;`)
  await db.run(sql`ALTER TABLE \`_customers_v\` ADD \`version_architecture_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_customers_v\` ADD \`version_architecture_intro\` text;`)
  // Reads content through the current config: runs in the latest migration that changes content.
  await contentDataSteps(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`customers_products\`;`)
  await db.run(sql`DROP TABLE \`customers_architecture_lanes\`;`)
  await db.run(sql`DROP TABLE \`customers_architecture_steps\`;`)
  await db.run(sql`DROP TABLE \`_customers_v_version_products\`;`)
  await db.run(sql`DROP TABLE \`_customers_v_version_architecture_lanes\`;`)
  await db.run(sql`DROP TABLE \`_customers_v_version_architecture_steps\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`featured\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`size\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`region\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`architecture_heading\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`architecture_intro\`;`)
  await db.run(sql`ALTER TABLE \`_customers_v\` DROP COLUMN \`version_featured\`;`)
  await db.run(sql`ALTER TABLE \`_customers_v\` DROP COLUMN \`version_size\`;`)
  await db.run(sql`ALTER TABLE \`_customers_v\` DROP COLUMN \`version_region\`;`)
  await db.run(sql`ALTER TABLE \`_customers_v\` DROP COLUMN \`version_architecture_heading\`;`)
  await db.run(sql`ALTER TABLE \`_customers_v\` DROP COLUMN \`version_architecture_intro\`;`)
}
