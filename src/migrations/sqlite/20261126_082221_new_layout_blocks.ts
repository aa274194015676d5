import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The new layout blocks (code tabs, split feature, compliance badges, related products,
// architecture diagram) and the stats block's footnote.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_code_tabs_samples\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`language\` text DEFAULT 'bash',
  	\`filename\` text,
  	\`code\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_code_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_code_tabs_samples_order_idx\` ON \`pages_blocks_code_tabs_samples\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_code_tabs_samples_parent_id_idx\` ON \`pages_blocks_code_tabs_samples\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_code_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_code_tabs_order_idx\` ON \`pages_blocks_code_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_code_tabs_parent_id_idx\` ON \`pages_blocks_code_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_code_tabs_path_idx\` ON \`pages_blocks_code_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_split_feature_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_split_feature\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_points_order_idx\` ON \`pages_blocks_split_feature_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_points_parent_id_idx\` ON \`pages_blocks_split_feature_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_split_feature\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`visual\` text,
  	\`image_id\` integer,
  	\`side\` text DEFAULT 'right',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_order_idx\` ON \`pages_blocks_split_feature\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_parent_id_idx\` ON \`pages_blocks_split_feature\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_path_idx\` ON \`pages_blocks_split_feature\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_image_idx\` ON \`pages_blocks_split_feature\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_compliance_badges_marks\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_compliance_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_compliance_badges_marks_order_idx\` ON \`pages_blocks_compliance_badges_marks\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_compliance_badges_marks_parent_idx\` ON \`pages_blocks_compliance_badges_marks\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_compliance_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_compliance_badges_order_idx\` ON \`pages_blocks_compliance_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_compliance_badges_parent_id_idx\` ON \`pages_blocks_compliance_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_compliance_badges_path_idx\` ON \`pages_blocks_compliance_badges\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_related_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_related_products_order_idx\` ON \`pages_blocks_related_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_related_products_parent_id_idx\` ON \`pages_blocks_related_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_related_products_path_idx\` ON \`pages_blocks_related_products\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_architecture_diagram_lanes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`ours\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_architecture_diagram\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_architecture_diagram_lanes_order_idx\` ON \`pages_blocks_architecture_diagram_lanes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_architecture_diagram_lanes_parent_id_idx\` ON \`pages_blocks_architecture_diagram_lanes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_architecture_diagram_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` numeric,
  	\`to\` numeric,
  	\`marking\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_architecture_diagram\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_architecture_diagram_steps_order_idx\` ON \`pages_blocks_architecture_diagram_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_architecture_diagram_steps_parent_id_idx\` ON \`pages_blocks_architecture_diagram_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_architecture_diagram\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_architecture_diagram_order_idx\` ON \`pages_blocks_architecture_diagram\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_architecture_diagram_parent_id_idx\` ON \`pages_blocks_architecture_diagram\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_architecture_diagram_path_idx\` ON \`pages_blocks_architecture_diagram\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_code_tabs_samples\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`language\` text DEFAULT 'bash',
  	\`filename\` text,
  	\`code\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_code_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_code_tabs_samples_order_idx\` ON \`_pages_v_blocks_code_tabs_samples\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_code_tabs_samples_parent_id_idx\` ON \`_pages_v_blocks_code_tabs_samples\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_code_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_code_tabs_order_idx\` ON \`_pages_v_blocks_code_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_code_tabs_parent_id_idx\` ON \`_pages_v_blocks_code_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_code_tabs_path_idx\` ON \`_pages_v_blocks_code_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_split_feature_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_split_feature\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_feature_points_order_idx\` ON \`_pages_v_blocks_split_feature_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_feature_points_parent_id_idx\` ON \`_pages_v_blocks_split_feature_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_split_feature\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`visual\` text,
  	\`image_id\` integer,
  	\`side\` text DEFAULT 'right',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_feature_order_idx\` ON \`_pages_v_blocks_split_feature\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_feature_parent_id_idx\` ON \`_pages_v_blocks_split_feature\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_feature_path_idx\` ON \`_pages_v_blocks_split_feature\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_feature_image_idx\` ON \`_pages_v_blocks_split_feature\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_compliance_badges_marks\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_compliance_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_compliance_badges_marks_order_idx\` ON \`_pages_v_blocks_compliance_badges_marks\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_compliance_badges_marks_parent_idx\` ON \`_pages_v_blocks_compliance_badges_marks\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_compliance_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_compliance_badges_order_idx\` ON \`_pages_v_blocks_compliance_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_compliance_badges_parent_id_idx\` ON \`_pages_v_blocks_compliance_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_compliance_badges_path_idx\` ON \`_pages_v_blocks_compliance_badges\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_related_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_related_products_order_idx\` ON \`_pages_v_blocks_related_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_related_products_parent_id_idx\` ON \`_pages_v_blocks_related_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_related_products_path_idx\` ON \`_pages_v_blocks_related_products\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_architecture_diagram_lanes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`ours\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_architecture_diagram\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_architecture_diagram_lanes_order_idx\` ON \`_pages_v_blocks_architecture_diagram_lanes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_architecture_diagram_lanes_parent_id_idx\` ON \`_pages_v_blocks_architecture_diagram_lanes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_architecture_diagram_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` numeric,
  	\`to\` numeric,
  	\`marking\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_architecture_diagram\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_architecture_diagram_steps_order_idx\` ON \`_pages_v_blocks_architecture_diagram_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_architecture_diagram_steps_parent_id_idx\` ON \`_pages_v_blocks_architecture_diagram_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_architecture_diagram\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_architecture_diagram_order_idx\` ON \`_pages_v_blocks_architecture_diagram\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_architecture_diagram_parent_id_idx\` ON \`_pages_v_blocks_architecture_diagram\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_architecture_diagram_path_idx\` ON \`_pages_v_blocks_architecture_diagram\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats\` ADD \`footnote\` text;`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`pages_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats\` ADD \`footnote\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`pages_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)

  // The media-usage rebuild that ran here moved to contact_form_aside, the latest migration to
  // change a table it reads (it reads documents through the current config).
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_code_tabs_samples\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_code_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_split_feature_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_split_feature\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_compliance_badges_marks\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_compliance_badges\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_related_products\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_architecture_diagram_lanes\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_architecture_diagram_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_architecture_diagram\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_code_tabs_samples\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_code_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_split_feature_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_split_feature\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_compliance_badges_marks\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_compliance_badges\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_related_products\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_architecture_diagram_lanes\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_architecture_diagram_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_architecture_diagram\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`customers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "customers_id") SELECT "id", "order", "parent_id", "path", "customers_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_customers_id_idx\` ON \`pages_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`customers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "customers_id") SELECT "id", "order", "parent_id", "path", "customers_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_customers_id_idx\` ON \`_pages_v_rels\` (\`customers_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats\` DROP COLUMN \`footnote\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats\` DROP COLUMN \`footnote\`;`)
}
