import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`pages_updated_by_idx\` ON \`pages\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_by_idx\` ON \`_pages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`posts_updated_by_idx\` ON \`posts\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_by_idx\` ON \`_posts_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`changelog\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`changelog_updated_by_idx\` ON \`changelog\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_changelog_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_changelog_v_version_version_updated_by_idx\` ON \`_changelog_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`webinars\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`webinars_updated_by_idx\` ON \`webinars\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_webinars_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_version_updated_by_idx\` ON \`_webinars_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`papers\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`papers_updated_by_idx\` ON \`papers\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_papers_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_papers_v_version_version_updated_by_idx\` ON \`_papers_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`press\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`press_updated_by_idx\` ON \`press\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_press_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version_updated_by_idx\` ON \`_press_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`customers_updated_by_idx\` ON \`customers\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_customers_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_customers_v_version_version_updated_by_idx\` ON \`_customers_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_by_idx\` ON \`jobs\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_by_idx\` ON \`_jobs_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`legal\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`legal_updated_by_idx\` ON \`legal\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_legal_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_legal_v_version_version_updated_by_idx\` ON \`_legal_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_updated_by_idx\` ON \`site_settings\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_updated_by_idx\` ON \`_site_settings_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`header_nav\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`header_nav_updated_by_idx\` ON \`header_nav\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_header_nav_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_version_version_updated_by_idx\` ON \`_header_nav_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`footer_updated_by_idx\` ON \`footer\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_footer_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_version_updated_by_idx\` ON \`_footer_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`banner\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`banner_updated_by_idx\` ON \`banner\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_banner_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_banner_v_version_version_updated_by_idx\` ON \`_banner_v\` (\`version_updated_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`path\` text,
  	\`description\` text,
  	\`intro\` text,
  	\`header_visible\` integer DEFAULT true,
  	\`footer_visible\` integer DEFAULT true,
  	\`header\` text DEFAULT 'dark',
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`meta_noindex\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "path", "description", "intro", "header_visible", "footer_visible", "header", "meta_title", "meta_description", "meta_image_id", "meta_noindex", "updated_at", "created_at", "_status") SELECT "id", "title", "path", "description", "intro", "header_visible", "footer_visible", "header", "meta_title", "meta_description", "meta_image_id", "meta_noindex", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_path\` text,
  	\`version_description\` text,
  	\`version_intro\` text,
  	\`version_header_visible\` integer DEFAULT true,
  	\`version_footer_visible\` integer DEFAULT true,
  	\`version_header\` text DEFAULT 'dark',
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_meta_noindex\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_title", "version_path", "version_description", "version_intro", "version_header_visible", "version_footer_visible", "version_header", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_meta_noindex", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_path", "version_description", "version_intro", "version_header_visible", "version_footer_visible", "version_header", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_meta_noindex", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`excerpt\` text,
  	\`cover_image_id\` integer,
  	\`content\` text,
  	\`published_at\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`meta_noindex\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "title", "slug", "excerpt", "cover_image_id", "content", "published_at", "meta_title", "meta_description", "meta_image_id", "meta_noindex", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "excerpt", "cover_image_id", "content", "published_at", "meta_title", "meta_description", "meta_image_id", "meta_noindex", "updated_at", "created_at", "_status" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_cover_image_idx\` ON \`posts\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_published_at_idx\` ON \`posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_excerpt\` text,
  	\`version_cover_image_id\` integer,
  	\`version_content\` text,
  	\`version_published_at\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_meta_noindex\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_title", "version_slug", "version_excerpt", "version_cover_image_id", "version_content", "version_published_at", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_meta_noindex", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_excerpt", "version_cover_image_id", "version_content", "version_published_at", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_meta_noindex", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_cover_image_idx\` ON \`_posts_v\` (\`version_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_published_at_idx\` ON \`_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_meta_version_meta_image_idx\` ON \`_posts_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_changelog\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`content\` text,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_changelog\`("id", "title", "slug", "summary", "content", "published_at", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "summary", "content", "published_at", "updated_at", "created_at", "_status" FROM \`changelog\`;`)
  await db.run(sql`DROP TABLE \`changelog\`;`)
  await db.run(sql`ALTER TABLE \`__new_changelog\` RENAME TO \`changelog\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`changelog_slug_idx\` ON \`changelog\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`changelog_published_at_idx\` ON \`changelog\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`changelog_updated_at_idx\` ON \`changelog\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`changelog_created_at_idx\` ON \`changelog\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`changelog__status_idx\` ON \`changelog\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__changelog_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`changelog\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__changelog_v\`("id", "parent_id", "version_title", "version_slug", "version_summary", "version_content", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_summary", "version_content", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_changelog_v\`;`)
  await db.run(sql`DROP TABLE \`_changelog_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__changelog_v\` RENAME TO \`_changelog_v\`;`)
  await db.run(sql`CREATE INDEX \`_changelog_v_parent_idx\` ON \`_changelog_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_changelog_v_version_version_slug_idx\` ON \`_changelog_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_changelog_v_version_version_published_at_idx\` ON \`_changelog_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_changelog_v_version_version_updated_at_idx\` ON \`_changelog_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_changelog_v_version_version_created_at_idx\` ON \`_changelog_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_changelog_v_version_version__status_idx\` ON \`_changelog_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_changelog_v_created_at_idx\` ON \`_changelog_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_changelog_v_updated_at_idx\` ON \`_changelog_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_changelog_v_latest_idx\` ON \`_changelog_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_webinars\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`starts_at\` text,
  	\`duration_minutes\` numeric DEFAULT 45,
  	\`summary\` text,
  	\`registration_type\` text DEFAULT 'custom',
  	\`registration_href\` text,
  	\`recording_type\` text DEFAULT 'custom',
  	\`recording_href\` text,
  	\`content\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_webinars\`("id", "title", "slug", "starts_at", "duration_minutes", "summary", "registration_type", "registration_href", "recording_type", "recording_href", "content", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "starts_at", "duration_minutes", "summary", "registration_type", "registration_href", "recording_type", "recording_href", "content", "updated_at", "created_at", "_status" FROM \`webinars\`;`)
  await db.run(sql`DROP TABLE \`webinars\`;`)
  await db.run(sql`ALTER TABLE \`__new_webinars\` RENAME TO \`webinars\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`webinars_slug_idx\` ON \`webinars\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`webinars_starts_at_idx\` ON \`webinars\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`webinars_updated_at_idx\` ON \`webinars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`webinars_created_at_idx\` ON \`webinars\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`webinars__status_idx\` ON \`webinars\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__webinars_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_starts_at\` text,
  	\`version_duration_minutes\` numeric DEFAULT 45,
  	\`version_summary\` text,
  	\`version_registration_type\` text DEFAULT 'custom',
  	\`version_registration_href\` text,
  	\`version_recording_type\` text DEFAULT 'custom',
  	\`version_recording_href\` text,
  	\`version_content\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__webinars_v\`("id", "parent_id", "version_title", "version_slug", "version_starts_at", "version_duration_minutes", "version_summary", "version_registration_type", "version_registration_href", "version_recording_type", "version_recording_href", "version_content", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_starts_at", "version_duration_minutes", "version_summary", "version_registration_type", "version_registration_href", "version_recording_type", "version_recording_href", "version_content", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_webinars_v\`;`)
  await db.run(sql`DROP TABLE \`_webinars_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__webinars_v\` RENAME TO \`_webinars_v\`;`)
  await db.run(sql`CREATE INDEX \`_webinars_v_parent_idx\` ON \`_webinars_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_version_slug_idx\` ON \`_webinars_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_version_starts_at_idx\` ON \`_webinars_v\` (\`version_starts_at\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_version_updated_at_idx\` ON \`_webinars_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_version_created_at_idx\` ON \`_webinars_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_version__status_idx\` ON \`_webinars_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_created_at_idx\` ON \`_webinars_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_updated_at_idx\` ON \`_webinars_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_latest_idx\` ON \`_webinars_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_papers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`abstract\` text,
  	\`pdf_id\` integer,
  	\`cover_image_id\` integer,
  	\`pages\` numeric,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_papers\`("id", "title", "slug", "abstract", "pdf_id", "cover_image_id", "pages", "published_at", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "abstract", "pdf_id", "cover_image_id", "pages", "published_at", "updated_at", "created_at", "_status" FROM \`papers\`;`)
  await db.run(sql`DROP TABLE \`papers\`;`)
  await db.run(sql`ALTER TABLE \`__new_papers\` RENAME TO \`papers\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`papers_slug_idx\` ON \`papers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`papers_pdf_idx\` ON \`papers\` (\`pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`papers_cover_image_idx\` ON \`papers\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`papers_updated_at_idx\` ON \`papers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`papers_created_at_idx\` ON \`papers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`papers__status_idx\` ON \`papers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__papers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_abstract\` text,
  	\`version_pdf_id\` integer,
  	\`version_cover_image_id\` integer,
  	\`version_pages\` numeric,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`papers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__papers_v\`("id", "parent_id", "version_title", "version_slug", "version_abstract", "version_pdf_id", "version_cover_image_id", "version_pages", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_abstract", "version_pdf_id", "version_cover_image_id", "version_pages", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_papers_v\`;`)
  await db.run(sql`DROP TABLE \`_papers_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__papers_v\` RENAME TO \`_papers_v\`;`)
  await db.run(sql`CREATE INDEX \`_papers_v_parent_idx\` ON \`_papers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_papers_v_version_version_slug_idx\` ON \`_papers_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_papers_v_version_version_pdf_idx\` ON \`_papers_v\` (\`version_pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`_papers_v_version_version_cover_image_idx\` ON \`_papers_v\` (\`version_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_papers_v_version_version_updated_at_idx\` ON \`_papers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_papers_v_version_version_created_at_idx\` ON \`_papers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_papers_v_version_version__status_idx\` ON \`_papers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_papers_v_created_at_idx\` ON \`_papers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_papers_v_updated_at_idx\` ON \`_papers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_papers_v_latest_idx\` ON \`_papers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_press\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`location\` text,
  	\`summary\` text,
  	\`content\` text,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_press\`("id", "title", "slug", "location", "summary", "content", "published_at", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "location", "summary", "content", "published_at", "updated_at", "created_at", "_status" FROM \`press\`;`)
  await db.run(sql`DROP TABLE \`press\`;`)
  await db.run(sql`ALTER TABLE \`__new_press\` RENAME TO \`press\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`press_slug_idx\` ON \`press\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`press_updated_at_idx\` ON \`press\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`press_created_at_idx\` ON \`press\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`press__status_idx\` ON \`press\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__press_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_location\` text,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`press\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__press_v\`("id", "parent_id", "version_title", "version_slug", "version_location", "version_summary", "version_content", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_location", "version_summary", "version_content", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_press_v\`;`)
  await db.run(sql`DROP TABLE \`_press_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__press_v\` RENAME TO \`_press_v\`;`)
  await db.run(sql`CREATE INDEX \`_press_v_parent_idx\` ON \`_press_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version_slug_idx\` ON \`_press_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version_updated_at_idx\` ON \`_press_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version_created_at_idx\` ON \`_press_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version__status_idx\` ON \`_press_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_created_at_idx\` ON \`_press_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_updated_at_idx\` ON \`_press_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_latest_idx\` ON \`_press_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`logo_id\` integer,
  	\`industry\` text,
  	\`headline\` text,
  	\`summary\` text,
  	\`quote_text\` text,
  	\`quote_author\` text,
  	\`quote_role\` text,
  	\`content\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_customers\`("id", "name", "slug", "logo_id", "industry", "headline", "summary", "quote_text", "quote_author", "quote_role", "content", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "logo_id", "industry", "headline", "summary", "quote_text", "quote_author", "quote_role", "content", "updated_at", "created_at", "_status" FROM \`customers\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`ALTER TABLE \`__new_customers\` RENAME TO \`customers\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_slug_idx\` ON \`customers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`customers_logo_idx\` ON \`customers\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customers__status_idx\` ON \`customers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__customers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_logo_id\` integer,
  	\`version_industry\` text,
  	\`version_headline\` text,
  	\`version_summary\` text,
  	\`version_quote_text\` text,
  	\`version_quote_author\` text,
  	\`version_quote_role\` text,
  	\`version_content\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__customers_v\`("id", "parent_id", "version_name", "version_slug", "version_logo_id", "version_industry", "version_headline", "version_summary", "version_quote_text", "version_quote_author", "version_quote_role", "version_content", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_name", "version_slug", "version_logo_id", "version_industry", "version_headline", "version_summary", "version_quote_text", "version_quote_author", "version_quote_role", "version_content", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_customers_v\`;`)
  await db.run(sql`DROP TABLE \`_customers_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__customers_v\` RENAME TO \`_customers_v\`;`)
  await db.run(sql`CREATE INDEX \`_customers_v_parent_idx\` ON \`_customers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_customers_v_version_version_slug_idx\` ON \`_customers_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_customers_v_version_version_logo_idx\` ON \`_customers_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_customers_v_version_version_updated_at_idx\` ON \`_customers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_customers_v_version_version_created_at_idx\` ON \`_customers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_customers_v_version_version__status_idx\` ON \`_customers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_customers_v_created_at_idx\` ON \`_customers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_customers_v_updated_at_idx\` ON \`_customers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_customers_v_latest_idx\` ON \`_customers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`department\` text,
  	\`location\` text,
  	\`remote\` integer DEFAULT false,
  	\`employment_type\` text DEFAULT 'FULL_TIME',
  	\`summary\` text,
  	\`description\` text,
  	\`posted_at\` text,
  	\`valid_through\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs\`("id", "title", "slug", "department", "location", "remote", "employment_type", "summary", "description", "posted_at", "valid_through", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "department", "location", "remote", "employment_type", "summary", "description", "posted_at", "valid_through", "updated_at", "created_at", "_status" FROM \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs\` RENAME TO \`jobs\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_slug_idx\` ON \`jobs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__jobs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_department\` text,
  	\`version_location\` text,
  	\`version_remote\` integer DEFAULT false,
  	\`version_employment_type\` text DEFAULT 'FULL_TIME',
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_posted_at\` text,
  	\`version_valid_through\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__jobs_v\`("id", "parent_id", "version_title", "version_slug", "version_department", "version_location", "version_remote", "version_employment_type", "version_summary", "version_description", "version_posted_at", "version_valid_through", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_department", "version_location", "version_remote", "version_employment_type", "version_summary", "version_description", "version_posted_at", "version_valid_through", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_jobs_v\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__jobs_v\` RENAME TO \`_jobs_v\`;`)
  await db.run(sql`CREATE INDEX \`_jobs_v_parent_idx\` ON \`_jobs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_slug_idx\` ON \`_jobs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_at_idx\` ON \`_jobs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_created_at_idx\` ON \`_jobs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version__status_idx\` ON \`_jobs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_created_at_idx\` ON \`_jobs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_updated_at_idx\` ON \`_jobs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_latest_idx\` ON \`_jobs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_legal\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`effective_date\` text,
  	\`content\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_legal\`("id", "title", "slug", "summary", "effective_date", "content", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "summary", "effective_date", "content", "updated_at", "created_at", "_status" FROM \`legal\`;`)
  await db.run(sql`DROP TABLE \`legal\`;`)
  await db.run(sql`ALTER TABLE \`__new_legal\` RENAME TO \`legal\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_slug_idx\` ON \`legal\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`legal_updated_at_idx\` ON \`legal\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_created_at_idx\` ON \`legal\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`legal__status_idx\` ON \`legal\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__legal_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_effective_date\` text,
  	\`version_content\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`legal\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__legal_v\`("id", "parent_id", "version_title", "version_slug", "version_summary", "version_effective_date", "version_content", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_summary", "version_effective_date", "version_content", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_legal_v\`;`)
  await db.run(sql`DROP TABLE \`_legal_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__legal_v\` RENAME TO \`_legal_v\`;`)
  await db.run(sql`CREATE INDEX \`_legal_v_parent_idx\` ON \`_legal_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_legal_v_version_version_slug_idx\` ON \`_legal_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_legal_v_version_version_updated_at_idx\` ON \`_legal_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_v_version_version_created_at_idx\` ON \`_legal_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_v_version_version__status_idx\` ON \`_legal_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_legal_v_created_at_idx\` ON \`_legal_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_v_updated_at_idx\` ON \`_legal_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_v_latest_idx\` ON \`_legal_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_name\` text DEFAULT 'Cipherwell',
  	\`docs_type\` text DEFAULT 'custom',
  	\`docs_href\` text,
  	\`api_reference_type\` text DEFAULT 'custom',
  	\`api_reference_href\` text,
  	\`login_type\` text DEFAULT 'custom',
  	\`login_href\` text,
  	\`status_page_type\` text DEFAULT 'custom',
  	\`status_page_href\` text,
  	\`status_json_url\` text,
  	\`talk_to_expert_type\` text DEFAULT 'custom',
  	\`talk_to_expert_href\` text DEFAULT '/contact',
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "brand_name", "docs_type", "docs_href", "api_reference_type", "api_reference_href", "login_type", "login_href", "status_page_type", "status_page_href", "status_json_url", "talk_to_expert_type", "talk_to_expert_href", "_status", "updated_at", "created_at") SELECT "id", "brand_name", "docs_type", "docs_href", "api_reference_type", "api_reference_href", "login_type", "login_href", "status_page_type", "status_page_href", "status_json_url", "talk_to_expert_type", "talk_to_expert_href", "_status", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_brand_name\` text DEFAULT 'Cipherwell',
  	\`version_docs_type\` text DEFAULT 'custom',
  	\`version_docs_href\` text,
  	\`version_api_reference_type\` text DEFAULT 'custom',
  	\`version_api_reference_href\` text,
  	\`version_login_type\` text DEFAULT 'custom',
  	\`version_login_href\` text,
  	\`version_status_page_type\` text DEFAULT 'custom',
  	\`version_status_page_href\` text,
  	\`version_status_json_url\` text,
  	\`version_talk_to_expert_type\` text DEFAULT 'custom',
  	\`version_talk_to_expert_href\` text DEFAULT '/contact',
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`INSERT INTO \`__new__site_settings_v\`("id", "version_brand_name", "version_docs_type", "version_docs_href", "version_api_reference_type", "version_api_reference_href", "version_login_type", "version_login_href", "version_status_page_type", "version_status_page_href", "version_status_json_url", "version_talk_to_expert_type", "version_talk_to_expert_href", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_brand_name", "version_docs_type", "version_docs_href", "version_api_reference_type", "version_api_reference_href", "version_login_type", "version_login_href", "version_status_page_type", "version_status_page_href", "version_status_json_url", "version_talk_to_expert_type", "version_talk_to_expert_href", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__site_settings_v\` RENAME TO \`_site_settings_v\`;`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_nav\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_nav\`("id", "_status", "updated_at", "created_at") SELECT "id", "_status", "updated_at", "created_at" FROM \`header_nav\`;`)
  await db.run(sql`DROP TABLE \`header_nav\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_nav\` RENAME TO \`header_nav\`;`)
  await db.run(sql`CREATE INDEX \`header_nav__status_idx\` ON \`header_nav\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__header_nav_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`INSERT INTO \`__new__header_nav_v\`("id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_header_nav_v\`;`)
  await db.run(sql`DROP TABLE \`_header_nav_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__header_nav_v\` RENAME TO \`_header_nav_v\`;`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_version_version__status_idx\` ON \`_header_nav_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_created_at_idx\` ON \`_header_nav_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_updated_at_idx\` ON \`_header_nav_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_latest_idx\` ON \`_header_nav_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer\`("id", "_status", "updated_at", "created_at") SELECT "id", "_status", "updated_at", "created_at" FROM \`footer\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer\` RENAME TO \`footer\`;`)
  await db.run(sql`CREATE INDEX \`footer__status_idx\` ON \`footer\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__footer_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`INSERT INTO \`__new__footer_v\`("id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_footer_v\`;`)
  await db.run(sql`DROP TABLE \`_footer_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__footer_v\` RENAME TO \`_footer_v\`;`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_version__status_idx\` ON \`_footer_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_created_at_idx\` ON \`_footer_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_updated_at_idx\` ON \`_footer_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_latest_idx\` ON \`_footer_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_banner\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enabled\` integer DEFAULT false,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_href\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banner\`("id", "enabled", "text", "link_label", "link_type", "link_href", "_status", "updated_at", "created_at") SELECT "id", "enabled", "text", "link_label", "link_type", "link_href", "_status", "updated_at", "created_at" FROM \`banner\`;`)
  await db.run(sql`DROP TABLE \`banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_banner\` RENAME TO \`banner\`;`)
  await db.run(sql`CREATE INDEX \`banner__status_idx\` ON \`banner\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__banner_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_enabled\` integer DEFAULT false,
  	\`version_text\` text,
  	\`version_link_label\` text,
  	\`version_link_type\` text DEFAULT 'reference',
  	\`version_link_href\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`INSERT INTO \`__new__banner_v\`("id", "version_enabled", "version_text", "version_link_label", "version_link_type", "version_link_href", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_enabled", "version_text", "version_link_label", "version_link_type", "version_link_href", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_banner_v\`;`)
  await db.run(sql`DROP TABLE \`_banner_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__banner_v\` RENAME TO \`_banner_v\`;`)
  await db.run(sql`CREATE INDEX \`_banner_v_version_version__status_idx\` ON \`_banner_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_banner_v_created_at_idx\` ON \`_banner_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banner_v_updated_at_idx\` ON \`_banner_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banner_v_latest_idx\` ON \`_banner_v\` (\`latest\`);`)
}
