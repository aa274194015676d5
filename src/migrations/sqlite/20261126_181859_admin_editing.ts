import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { nameUnnamedUsers } from '../../cms/auth/userName'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_brand_name\` text DEFAULT 'Cipherwell',
  	\`version_docs_url\` text,
  	\`version_api_reference_url\` text,
  	\`version_login_url\` text,
  	\`version_status_page_url\` text,
  	\`version_status_json_url\` text,
  	\`version_talk_to_expert_url\` text DEFAULT '/contact',
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_header_nav_v_blocks_nav_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`icon\` text,
  	\`action\` text DEFAULT 'link',
  	\`href\` text,
  	\`dialog_title\` text,
  	\`dialog_text\` text,
  	\`dialog_topic\` text,
  	\`dialog_icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_nav_v_blocks_nav_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_nav_v_blocks_nav_list_items_order_idx\` ON \`_header_nav_v_blocks_nav_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_blocks_nav_list_items_parent_id_idx\` ON \`_header_nav_v_blocks_nav_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_nav_v_blocks_nav_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`featured_href\` text,
  	\`featured_title\` text,
  	\`featured_text\` text,
  	\`featured_icon\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_nav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_nav_v_blocks_nav_list_order_idx\` ON \`_header_nav_v_blocks_nav_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_blocks_nav_list_parent_id_idx\` ON \`_header_nav_v_blocks_nav_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_blocks_nav_list_path_idx\` ON \`_header_nav_v_blocks_nav_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_header_nav_v_blocks_nav_webinar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Featured webinar',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_nav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_nav_v_blocks_nav_webinar_order_idx\` ON \`_header_nav_v_blocks_nav_webinar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_blocks_nav_webinar_parent_id_idx\` ON \`_header_nav_v_blocks_nav_webinar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_blocks_nav_webinar_path_idx\` ON \`_header_nav_v_blocks_nav_webinar\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_header_nav_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_nav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_nav_v_version_items_order_idx\` ON \`_header_nav_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_version_items_parent_id_idx\` ON \`_header_nav_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_nav_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_nav_v_version_version__status_idx\` ON \`_header_nav_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_created_at_idx\` ON \`_header_nav_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_updated_at_idx\` ON \`_header_nav_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_latest_idx\` ON \`_header_nav_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v_version_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_columns_links_order_idx\` ON \`_footer_v_version_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_columns_links_parent_id_idx\` ON \`_footer_v_version_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_columns_order_idx\` ON \`_footer_v_version_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_columns_parent_id_idx\` ON \`_footer_v_version_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_badges_order_idx\` ON \`_footer_v_version_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_badges_parent_id_idx\` ON \`_footer_v_version_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_version__status_idx\` ON \`_footer_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_created_at_idx\` ON \`_footer_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_updated_at_idx\` ON \`_footer_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_latest_idx\` ON \`_footer_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_banner_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_enabled\` integer DEFAULT false,
  	\`version_text\` text,
  	\`version_link_label\` text,
  	\`version_link_href\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_banner_v_version_version__status_idx\` ON \`_banner_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_banner_v_created_at_idx\` ON \`_banner_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banner_v_updated_at_idx\` ON \`_banner_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banner_v_latest_idx\` ON \`_banner_v\` (\`latest\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_name\` text DEFAULT 'Cipherwell',
  	\`docs_url\` text,
  	\`api_reference_url\` text,
  	\`login_url\` text,
  	\`status_page_url\` text,
  	\`status_json_url\` text,
  	\`talk_to_expert_url\` text DEFAULT '/contact',
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "brand_name", "docs_url", "api_reference_url", "login_url", "status_page_url", "status_json_url", "talk_to_expert_url", "_status", "updated_at", "created_at") SELECT "id", "brand_name", "docs_url", "api_reference_url", "login_url", "status_page_url", "status_json_url", "talk_to_expert_url", 'published', "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_nav_blocks_nav_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`icon\` text,
  	\`action\` text DEFAULT 'link',
  	\`href\` text,
  	\`dialog_title\` text,
  	\`dialog_text\` text,
  	\`dialog_topic\` text,
  	\`dialog_icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav_blocks_nav_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_nav_blocks_nav_list_items\`("_order", "_parent_id", "id", "title", "text", "icon", "action", "href", "dialog_title", "dialog_text", "dialog_topic", "dialog_icon") SELECT "_order", "_parent_id", "id", "title", "text", "icon", "action", "href", "dialog_title", "dialog_text", "dialog_topic", "dialog_icon" FROM \`header_nav_blocks_nav_list_items\`;`)
  await db.run(sql`DROP TABLE \`header_nav_blocks_nav_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_nav_blocks_nav_list_items\` RENAME TO \`header_nav_blocks_nav_list_items\`;`)
  await db.run(sql`CREATE INDEX \`header_nav_blocks_nav_list_items_order_idx\` ON \`header_nav_blocks_nav_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_blocks_nav_list_items_parent_id_idx\` ON \`header_nav_blocks_nav_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_nav_blocks_nav_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`featured_href\` text,
  	\`featured_title\` text,
  	\`featured_text\` text,
  	\`featured_icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_nav_blocks_nav_list\`("_order", "_parent_id", "_path", "id", "title", "variant", "featured_href", "featured_title", "featured_text", "featured_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "variant", "featured_href", "featured_title", "featured_text", "featured_icon", "block_name" FROM \`header_nav_blocks_nav_list\`;`)
  await db.run(sql`DROP TABLE \`header_nav_blocks_nav_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_nav_blocks_nav_list\` RENAME TO \`header_nav_blocks_nav_list\`;`)
  await db.run(sql`CREATE INDEX \`header_nav_blocks_nav_list_order_idx\` ON \`header_nav_blocks_nav_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_blocks_nav_list_parent_id_idx\` ON \`header_nav_blocks_nav_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_blocks_nav_list_path_idx\` ON \`header_nav_blocks_nav_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_nav_blocks_nav_webinar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Featured webinar',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_nav_blocks_nav_webinar\`("_order", "_parent_id", "_path", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "block_name" FROM \`header_nav_blocks_nav_webinar\`;`)
  await db.run(sql`DROP TABLE \`header_nav_blocks_nav_webinar\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_nav_blocks_nav_webinar\` RENAME TO \`header_nav_blocks_nav_webinar\`;`)
  await db.run(sql`CREATE INDEX \`header_nav_blocks_nav_webinar_order_idx\` ON \`header_nav_blocks_nav_webinar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_blocks_nav_webinar_parent_id_idx\` ON \`header_nav_blocks_nav_webinar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_blocks_nav_webinar_path_idx\` ON \`header_nav_blocks_nav_webinar\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_nav_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_nav_items\`("_order", "_parent_id", "id", "title", "href") SELECT "_order", "_parent_id", "id", "title", "href" FROM \`header_nav_items\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_nav_items\` RENAME TO \`header_nav_items\`;`)
  await db.run(sql`CREATE INDEX \`header_nav_items_order_idx\` ON \`header_nav_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_items_parent_id_idx\` ON \`header_nav_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_columns_links\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_columns_links\` RENAME TO \`footer_columns_links\`;`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_order_idx\` ON \`footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_parent_id_idx\` ON \`footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_columns\`("_order", "_parent_id", "id", "title") SELECT "_order", "_parent_id", "id", "title" FROM \`footer_columns\`;`)
  await db.run(sql`DROP TABLE \`footer_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_columns\` RENAME TO \`footer_columns\`;`)
  await db.run(sql`CREATE INDEX \`footer_columns_order_idx\` ON \`footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_parent_id_idx\` ON \`footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_badges\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`footer_badges\`;`)
  await db.run(sql`DROP TABLE \`footer_badges\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_badges\` RENAME TO \`footer_badges\`;`)
  await db.run(sql`CREATE INDEX \`footer_badges_order_idx\` ON \`footer_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_badges_parent_id_idx\` ON \`footer_badges\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`header_nav\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`header_nav__status_idx\` ON \`header_nav\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`footer__status_idx\` ON \`footer\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`banner\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`banner__status_idx\` ON \`banner\` (\`_status\`);`)
  // The globals gain drafts. What visitors saw until now stays published (drizzle-kit copied
  // site_settings with a _status it does not have yet: 'published' is selected in its place).
  await db.run(sql`UPDATE \`header_nav\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`footer\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`banner\` SET \`_status\` = 'published';`)
  // Accounts made before users had a name are named after their address; they can change it.
  await nameUnnamedUsers(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_header_nav_v_blocks_nav_list_items\`;`)
  await db.run(sql`DROP TABLE \`_header_nav_v_blocks_nav_list\`;`)
  await db.run(sql`DROP TABLE \`_header_nav_v_blocks_nav_webinar\`;`)
  await db.run(sql`DROP TABLE \`_header_nav_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_header_nav_v\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_columns_links\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_columns\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_badges\`;`)
  await db.run(sql`DROP TABLE \`_footer_v\`;`)
  await db.run(sql`DROP TABLE \`_banner_v\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_name\` text DEFAULT 'Cipherwell' NOT NULL,
  	\`docs_url\` text NOT NULL,
  	\`api_reference_url\` text NOT NULL,
  	\`login_url\` text NOT NULL,
  	\`status_page_url\` text NOT NULL,
  	\`status_json_url\` text,
  	\`talk_to_expert_url\` text DEFAULT '/contact' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "brand_name", "docs_url", "api_reference_url", "login_url", "status_page_url", "status_json_url", "talk_to_expert_url", "updated_at", "created_at") SELECT "id", "brand_name", "docs_url", "api_reference_url", "login_url", "status_page_url", "status_json_url", "talk_to_expert_url", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`DROP INDEX \`header_nav__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`header_nav\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`footer__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`banner__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`banner\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_header_nav_blocks_nav_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`icon\` text,
  	\`action\` text DEFAULT 'link' NOT NULL,
  	\`href\` text,
  	\`dialog_title\` text,
  	\`dialog_text\` text,
  	\`dialog_topic\` text,
  	\`dialog_icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav_blocks_nav_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_nav_blocks_nav_list_items\`("_order", "_parent_id", "id", "title", "text", "icon", "action", "href", "dialog_title", "dialog_text", "dialog_topic", "dialog_icon") SELECT "_order", "_parent_id", "id", "title", "text", "icon", "action", "href", "dialog_title", "dialog_text", "dialog_topic", "dialog_icon" FROM \`header_nav_blocks_nav_list_items\`;`)
  await db.run(sql`DROP TABLE \`header_nav_blocks_nav_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_nav_blocks_nav_list_items\` RENAME TO \`header_nav_blocks_nav_list_items\`;`)
  await db.run(sql`CREATE INDEX \`header_nav_blocks_nav_list_items_order_idx\` ON \`header_nav_blocks_nav_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_blocks_nav_list_items_parent_id_idx\` ON \`header_nav_blocks_nav_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_nav_blocks_nav_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`variant\` text DEFAULT 'primary',
  	\`featured_href\` text,
  	\`featured_title\` text,
  	\`featured_text\` text,
  	\`featured_icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_nav_blocks_nav_list\`("_order", "_parent_id", "_path", "id", "title", "variant", "featured_href", "featured_title", "featured_text", "featured_icon", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "variant", "featured_href", "featured_title", "featured_text", "featured_icon", "block_name" FROM \`header_nav_blocks_nav_list\`;`)
  await db.run(sql`DROP TABLE \`header_nav_blocks_nav_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_nav_blocks_nav_list\` RENAME TO \`header_nav_blocks_nav_list\`;`)
  await db.run(sql`CREATE INDEX \`header_nav_blocks_nav_list_order_idx\` ON \`header_nav_blocks_nav_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_blocks_nav_list_parent_id_idx\` ON \`header_nav_blocks_nav_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_blocks_nav_list_path_idx\` ON \`header_nav_blocks_nav_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_nav_blocks_nav_webinar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Featured webinar' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_nav_blocks_nav_webinar\`("_order", "_parent_id", "_path", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "block_name" FROM \`header_nav_blocks_nav_webinar\`;`)
  await db.run(sql`DROP TABLE \`header_nav_blocks_nav_webinar\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_nav_blocks_nav_webinar\` RENAME TO \`header_nav_blocks_nav_webinar\`;`)
  await db.run(sql`CREATE INDEX \`header_nav_blocks_nav_webinar_order_idx\` ON \`header_nav_blocks_nav_webinar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_blocks_nav_webinar_parent_id_idx\` ON \`header_nav_blocks_nav_webinar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_blocks_nav_webinar_path_idx\` ON \`header_nav_blocks_nav_webinar\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_nav_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_nav_items\`("_order", "_parent_id", "id", "title", "href") SELECT "_order", "_parent_id", "id", "title", "href" FROM \`header_nav_items\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_nav_items\` RENAME TO \`header_nav_items\`;`)
  await db.run(sql`CREATE INDEX \`header_nav_items_order_idx\` ON \`header_nav_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_items_parent_id_idx\` ON \`header_nav_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_columns_links\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_columns_links\` RENAME TO \`footer_columns_links\`;`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_order_idx\` ON \`footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_parent_id_idx\` ON \`footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_columns\`("_order", "_parent_id", "id", "title") SELECT "_order", "_parent_id", "id", "title" FROM \`footer_columns\`;`)
  await db.run(sql`DROP TABLE \`footer_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_columns\` RENAME TO \`footer_columns\`;`)
  await db.run(sql`CREATE INDEX \`footer_columns_order_idx\` ON \`footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_parent_id_idx\` ON \`footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_badges\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`footer_badges\`;`)
  await db.run(sql`DROP TABLE \`footer_badges\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_badges\` RENAME TO \`footer_badges\`;`)
  await db.run(sql`CREATE INDEX \`footer_badges_order_idx\` ON \`footer_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_badges_parent_id_idx\` ON \`footer_badges\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`name\`;`)
}
