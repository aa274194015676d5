import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'


export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`webinars_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`changelog_id\` integer,
  	\`webinars_id\` integer,
  	\`papers_id\` integer,
  	\`customers_id\` integer,
  	\`jobs_id\` integer,
  	\`legal_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`changelog_id\`) REFERENCES \`changelog\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webinars_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`papers_id\`) REFERENCES \`papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_id\`) REFERENCES \`legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`webinars_rels_order_idx\` ON \`webinars_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`webinars_rels_parent_idx\` ON \`webinars_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`webinars_rels_path_idx\` ON \`webinars_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`webinars_rels_pages_id_idx\` ON \`webinars_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`webinars_rels_posts_id_idx\` ON \`webinars_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`webinars_rels_changelog_id_idx\` ON \`webinars_rels\` (\`changelog_id\`);`)
  await db.run(sql`CREATE INDEX \`webinars_rels_webinars_id_idx\` ON \`webinars_rels\` (\`webinars_id\`);`)
  await db.run(sql`CREATE INDEX \`webinars_rels_papers_id_idx\` ON \`webinars_rels\` (\`papers_id\`);`)
  await db.run(sql`CREATE INDEX \`webinars_rels_customers_id_idx\` ON \`webinars_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`webinars_rels_jobs_id_idx\` ON \`webinars_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`webinars_rels_legal_id_idx\` ON \`webinars_rels\` (\`legal_id\`);`)
  await db.run(sql`CREATE TABLE \`_webinars_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`changelog_id\` integer,
  	\`webinars_id\` integer,
  	\`papers_id\` integer,
  	\`customers_id\` integer,
  	\`jobs_id\` integer,
  	\`legal_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_webinars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`changelog_id\`) REFERENCES \`changelog\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webinars_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`papers_id\`) REFERENCES \`papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_id\`) REFERENCES \`legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_webinars_v_rels_order_idx\` ON \`_webinars_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_rels_parent_idx\` ON \`_webinars_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_rels_path_idx\` ON \`_webinars_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_rels_pages_id_idx\` ON \`_webinars_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_rels_posts_id_idx\` ON \`_webinars_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_rels_changelog_id_idx\` ON \`_webinars_v_rels\` (\`changelog_id\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_rels_webinars_id_idx\` ON \`_webinars_v_rels\` (\`webinars_id\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_rels_papers_id_idx\` ON \`_webinars_v_rels\` (\`papers_id\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_rels_customers_id_idx\` ON \`_webinars_v_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_rels_jobs_id_idx\` ON \`_webinars_v_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_rels_legal_id_idx\` ON \`_webinars_v_rels\` (\`legal_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`changelog_id\` integer,
  	\`webinars_id\` integer,
  	\`papers_id\` integer,
  	\`customers_id\` integer,
  	\`jobs_id\` integer,
  	\`legal_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`changelog_id\`) REFERENCES \`changelog\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webinars_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`papers_id\`) REFERENCES \`papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_id\`) REFERENCES \`legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_rels_order_idx\` ON \`site_settings_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_parent_idx\` ON \`site_settings_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_path_idx\` ON \`site_settings_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_pages_id_idx\` ON \`site_settings_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_posts_id_idx\` ON \`site_settings_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_changelog_id_idx\` ON \`site_settings_rels\` (\`changelog_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_webinars_id_idx\` ON \`site_settings_rels\` (\`webinars_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_papers_id_idx\` ON \`site_settings_rels\` (\`papers_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_customers_id_idx\` ON \`site_settings_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_jobs_id_idx\` ON \`site_settings_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_legal_id_idx\` ON \`site_settings_rels\` (\`legal_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`changelog_id\` integer,
  	\`webinars_id\` integer,
  	\`papers_id\` integer,
  	\`customers_id\` integer,
  	\`jobs_id\` integer,
  	\`legal_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`changelog_id\`) REFERENCES \`changelog\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webinars_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`papers_id\`) REFERENCES \`papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_id\`) REFERENCES \`legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_order_idx\` ON \`_site_settings_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_parent_idx\` ON \`_site_settings_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_path_idx\` ON \`_site_settings_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_pages_id_idx\` ON \`_site_settings_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_posts_id_idx\` ON \`_site_settings_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_changelog_id_idx\` ON \`_site_settings_v_rels\` (\`changelog_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_webinars_id_idx\` ON \`_site_settings_v_rels\` (\`webinars_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_papers_id_idx\` ON \`_site_settings_v_rels\` (\`papers_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_customers_id_idx\` ON \`_site_settings_v_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_jobs_id_idx\` ON \`_site_settings_v_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_legal_id_idx\` ON \`_site_settings_v_rels\` (\`legal_id\`);`)
  await db.run(sql`CREATE TABLE \`header_nav_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`changelog_id\` integer,
  	\`webinars_id\` integer,
  	\`papers_id\` integer,
  	\`customers_id\` integer,
  	\`jobs_id\` integer,
  	\`legal_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`header_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`changelog_id\`) REFERENCES \`changelog\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webinars_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`papers_id\`) REFERENCES \`papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_id\`) REFERENCES \`legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_nav_rels_order_idx\` ON \`header_nav_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_rels_parent_idx\` ON \`header_nav_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_rels_path_idx\` ON \`header_nav_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_rels_pages_id_idx\` ON \`header_nav_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_rels_posts_id_idx\` ON \`header_nav_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_rels_changelog_id_idx\` ON \`header_nav_rels\` (\`changelog_id\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_rels_webinars_id_idx\` ON \`header_nav_rels\` (\`webinars_id\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_rels_papers_id_idx\` ON \`header_nav_rels\` (\`papers_id\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_rels_customers_id_idx\` ON \`header_nav_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_rels_jobs_id_idx\` ON \`header_nav_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_rels_legal_id_idx\` ON \`header_nav_rels\` (\`legal_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_nav_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`changelog_id\` integer,
  	\`webinars_id\` integer,
  	\`papers_id\` integer,
  	\`customers_id\` integer,
  	\`jobs_id\` integer,
  	\`legal_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_header_nav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`changelog_id\`) REFERENCES \`changelog\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webinars_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`papers_id\`) REFERENCES \`papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_id\`) REFERENCES \`legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_nav_v_rels_order_idx\` ON \`_header_nav_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_rels_parent_idx\` ON \`_header_nav_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_rels_path_idx\` ON \`_header_nav_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_rels_pages_id_idx\` ON \`_header_nav_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_rels_posts_id_idx\` ON \`_header_nav_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_rels_changelog_id_idx\` ON \`_header_nav_v_rels\` (\`changelog_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_rels_webinars_id_idx\` ON \`_header_nav_v_rels\` (\`webinars_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_rels_papers_id_idx\` ON \`_header_nav_v_rels\` (\`papers_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_rels_customers_id_idx\` ON \`_header_nav_v_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_rels_jobs_id_idx\` ON \`_header_nav_v_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_nav_v_rels_legal_id_idx\` ON \`_header_nav_v_rels\` (\`legal_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`changelog_id\` integer,
  	\`webinars_id\` integer,
  	\`papers_id\` integer,
  	\`customers_id\` integer,
  	\`jobs_id\` integer,
  	\`legal_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`changelog_id\`) REFERENCES \`changelog\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webinars_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`papers_id\`) REFERENCES \`papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_id\`) REFERENCES \`legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_rels_order_idx\` ON \`footer_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_parent_idx\` ON \`footer_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_path_idx\` ON \`footer_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_pages_id_idx\` ON \`footer_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_posts_id_idx\` ON \`footer_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_changelog_id_idx\` ON \`footer_rels\` (\`changelog_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_webinars_id_idx\` ON \`footer_rels\` (\`webinars_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_papers_id_idx\` ON \`footer_rels\` (\`papers_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_customers_id_idx\` ON \`footer_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_jobs_id_idx\` ON \`footer_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_legal_id_idx\` ON \`footer_rels\` (\`legal_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`changelog_id\` integer,
  	\`webinars_id\` integer,
  	\`papers_id\` integer,
  	\`customers_id\` integer,
  	\`jobs_id\` integer,
  	\`legal_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`changelog_id\`) REFERENCES \`changelog\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webinars_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`papers_id\`) REFERENCES \`papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_id\`) REFERENCES \`legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_order_idx\` ON \`_footer_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_parent_idx\` ON \`_footer_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_path_idx\` ON \`_footer_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_pages_id_idx\` ON \`_footer_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_posts_id_idx\` ON \`_footer_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_changelog_id_idx\` ON \`_footer_v_rels\` (\`changelog_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_webinars_id_idx\` ON \`_footer_v_rels\` (\`webinars_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_papers_id_idx\` ON \`_footer_v_rels\` (\`papers_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_customers_id_idx\` ON \`_footer_v_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_jobs_id_idx\` ON \`_footer_v_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_legal_id_idx\` ON \`_footer_v_rels\` (\`legal_id\`);`)
  await db.run(sql`CREATE TABLE \`banner_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`changelog_id\` integer,
  	\`webinars_id\` integer,
  	\`papers_id\` integer,
  	\`customers_id\` integer,
  	\`jobs_id\` integer,
  	\`legal_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banner\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`changelog_id\`) REFERENCES \`changelog\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webinars_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`papers_id\`) REFERENCES \`papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_id\`) REFERENCES \`legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`banner_rels_order_idx\` ON \`banner_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`banner_rels_parent_idx\` ON \`banner_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`banner_rels_path_idx\` ON \`banner_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`banner_rels_pages_id_idx\` ON \`banner_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`banner_rels_posts_id_idx\` ON \`banner_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`banner_rels_changelog_id_idx\` ON \`banner_rels\` (\`changelog_id\`);`)
  await db.run(sql`CREATE INDEX \`banner_rels_webinars_id_idx\` ON \`banner_rels\` (\`webinars_id\`);`)
  await db.run(sql`CREATE INDEX \`banner_rels_papers_id_idx\` ON \`banner_rels\` (\`papers_id\`);`)
  await db.run(sql`CREATE INDEX \`banner_rels_customers_id_idx\` ON \`banner_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`banner_rels_jobs_id_idx\` ON \`banner_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`banner_rels_legal_id_idx\` ON \`banner_rels\` (\`legal_id\`);`)
  await db.run(sql`CREATE TABLE \`_banner_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`changelog_id\` integer,
  	\`webinars_id\` integer,
  	\`papers_id\` integer,
  	\`customers_id\` integer,
  	\`jobs_id\` integer,
  	\`legal_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_banner_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`changelog_id\`) REFERENCES \`changelog\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webinars_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`papers_id\`) REFERENCES \`papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_id\`) REFERENCES \`legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_banner_v_rels_order_idx\` ON \`_banner_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_banner_v_rels_parent_idx\` ON \`_banner_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_banner_v_rels_path_idx\` ON \`_banner_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_banner_v_rels_pages_id_idx\` ON \`_banner_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_banner_v_rels_posts_id_idx\` ON \`_banner_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_banner_v_rels_changelog_id_idx\` ON \`_banner_v_rels\` (\`changelog_id\`);`)
  await db.run(sql`CREATE INDEX \`_banner_v_rels_webinars_id_idx\` ON \`_banner_v_rels\` (\`webinars_id\`);`)
  await db.run(sql`CREATE INDEX \`_banner_v_rels_papers_id_idx\` ON \`_banner_v_rels\` (\`papers_id\`);`)
  await db.run(sql`CREATE INDEX \`_banner_v_rels_customers_id_idx\` ON \`_banner_v_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`_banner_v_rels_jobs_id_idx\` ON \`_banner_v_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`_banner_v_rels_legal_id_idx\` ON \`_banner_v_rels\` (\`legal_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`primary_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`pages_blocks_hero\` SET \`primary_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`secondary_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`pages_blocks_hero\` SET \`secondary_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid_features\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`pages_blocks_feature_grid_features\` SET \`link_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid_features\` ADD \`link_href\` text;`)
  await db.run(sql`UPDATE \`pages_blocks_feature_grid_features\` SET \`link_href\` = \`href\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid_features\` DROP COLUMN \`href\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_pricing_table_plans\` ADD \`cta_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`pages_blocks_pricing_table_plans\` SET \`cta_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` ADD \`primary_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`pages_blocks_cta\` SET \`primary_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` ADD \`secondary_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`pages_blocks_cta\` SET \`secondary_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_split_feature\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`pages_blocks_split_feature\` SET \`link_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_compliance_badges\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`pages_blocks_compliance_badges\` SET \`link_type\` = 'custom';`)
  // Rebuilt rather than altered: SQLite's ADD COLUMN … REFERENCES cannot say ON DELETE CASCADE, and
  // without it an old version that linked to a page would stop that page from ever being deleted.
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`changelog_id\` integer,
  	\`webinars_id\` integer,
  	\`papers_id\` integer,
  	\`customers_id\` integer,
  	\`jobs_id\` integer,
  	\`legal_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`changelog_id\`) REFERENCES \`changelog\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webinars_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`papers_id\`) REFERENCES \`papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_id\`) REFERENCES \`legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "customers_id", "pages_id") SELECT "id", "order", "parent_id", "path", "customers_id", "pages_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_posts_id_idx\` ON \`pages_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_changelog_id_idx\` ON \`pages_rels\` (\`changelog_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_webinars_id_idx\` ON \`pages_rels\` (\`webinars_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_papers_id_idx\` ON \`pages_rels\` (\`papers_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_customers_id_idx\` ON \`pages_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_jobs_id_idx\` ON \`pages_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_legal_id_idx\` ON \`pages_rels\` (\`legal_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`primary_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`_pages_v_blocks_hero\` SET \`primary_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`secondary_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`_pages_v_blocks_hero\` SET \`secondary_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid_features\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`_pages_v_blocks_feature_grid_features\` SET \`link_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid_features\` ADD \`link_href\` text;`)
  await db.run(sql`UPDATE \`_pages_v_blocks_feature_grid_features\` SET \`link_href\` = \`href\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid_features\` DROP COLUMN \`href\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_pricing_table_plans\` ADD \`cta_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`_pages_v_blocks_pricing_table_plans\` SET \`cta_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` ADD \`primary_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`_pages_v_blocks_cta\` SET \`primary_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` ADD \`secondary_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`_pages_v_blocks_cta\` SET \`secondary_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_split_feature\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`_pages_v_blocks_split_feature\` SET \`link_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_compliance_badges\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`_pages_v_blocks_compliance_badges\` SET \`link_type\` = 'custom';`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`changelog_id\` integer,
  	\`webinars_id\` integer,
  	\`papers_id\` integer,
  	\`customers_id\` integer,
  	\`jobs_id\` integer,
  	\`legal_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`changelog_id\`) REFERENCES \`changelog\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webinars_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`papers_id\`) REFERENCES \`papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_id\`) REFERENCES \`legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "customers_id", "pages_id") SELECT "id", "order", "parent_id", "path", "customers_id", "pages_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_posts_id_idx\` ON \`_pages_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_changelog_id_idx\` ON \`_pages_v_rels\` (\`changelog_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_webinars_id_idx\` ON \`_pages_v_rels\` (\`webinars_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_papers_id_idx\` ON \`_pages_v_rels\` (\`papers_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_customers_id_idx\` ON \`_pages_v_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_jobs_id_idx\` ON \`_pages_v_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_legal_id_idx\` ON \`_pages_v_rels\` (\`legal_id\`);`)
  await db.run(sql`ALTER TABLE \`webinars\` ADD \`registration_type\` text DEFAULT 'custom';`)
  await db.run(sql`UPDATE \`webinars\` SET \`registration_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`webinars\` ADD \`registration_href\` text;`)
  await db.run(sql`ALTER TABLE \`webinars\` ADD \`recording_type\` text DEFAULT 'custom';`)
  await db.run(sql`UPDATE \`webinars\` SET \`recording_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`webinars\` ADD \`recording_href\` text;`)
  await db.run(sql`UPDATE \`webinars\` SET \`registration_href\` = \`registration_url\`;`)
  await db.run(sql`ALTER TABLE \`webinars\` DROP COLUMN \`registration_url\`;`)
  await db.run(sql`UPDATE \`webinars\` SET \`recording_href\` = \`recording_url\`;`)
  await db.run(sql`ALTER TABLE \`webinars\` DROP COLUMN \`recording_url\`;`)
  await db.run(sql`ALTER TABLE \`_webinars_v\` ADD \`version_registration_type\` text DEFAULT 'custom';`)
  await db.run(sql`UPDATE \`_webinars_v\` SET \`version_registration_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_webinars_v\` ADD \`version_registration_href\` text;`)
  await db.run(sql`ALTER TABLE \`_webinars_v\` ADD \`version_recording_type\` text DEFAULT 'custom';`)
  await db.run(sql`UPDATE \`_webinars_v\` SET \`version_recording_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_webinars_v\` ADD \`version_recording_href\` text;`)
  await db.run(sql`UPDATE \`_webinars_v\` SET \`version_registration_href\` = \`version_registration_url\`;`)
  await db.run(sql`ALTER TABLE \`_webinars_v\` DROP COLUMN \`version_registration_url\`;`)
  await db.run(sql`UPDATE \`_webinars_v\` SET \`version_recording_href\` = \`version_recording_url\`;`)
  await db.run(sql`ALTER TABLE \`_webinars_v\` DROP COLUMN \`version_recording_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`docs_type\` text DEFAULT 'custom';`)
  await db.run(sql`UPDATE \`site_settings\` SET \`docs_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`docs_href\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`api_reference_type\` text DEFAULT 'custom';`)
  await db.run(sql`UPDATE \`site_settings\` SET \`api_reference_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`api_reference_href\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`login_type\` text DEFAULT 'custom';`)
  await db.run(sql`UPDATE \`site_settings\` SET \`login_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`login_href\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`status_page_type\` text DEFAULT 'custom';`)
  await db.run(sql`UPDATE \`site_settings\` SET \`status_page_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`status_page_href\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`talk_to_expert_type\` text DEFAULT 'custom';`)
  await db.run(sql`UPDATE \`site_settings\` SET \`talk_to_expert_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`talk_to_expert_href\` text DEFAULT '/contact';`)
  await db.run(sql`UPDATE \`site_settings\` SET \`docs_href\` = \`docs_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`docs_url\`;`)
  await db.run(sql`UPDATE \`site_settings\` SET \`api_reference_href\` = \`api_reference_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`api_reference_url\`;`)
  await db.run(sql`UPDATE \`site_settings\` SET \`login_href\` = \`login_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`login_url\`;`)
  await db.run(sql`UPDATE \`site_settings\` SET \`status_page_href\` = \`status_page_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`status_page_url\`;`)
  await db.run(sql`UPDATE \`site_settings\` SET \`talk_to_expert_href\` = \`talk_to_expert_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`talk_to_expert_url\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_docs_type\` text DEFAULT 'custom';`)
  await db.run(sql`UPDATE \`_site_settings_v\` SET \`version_docs_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_docs_href\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_api_reference_type\` text DEFAULT 'custom';`)
  await db.run(sql`UPDATE \`_site_settings_v\` SET \`version_api_reference_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_api_reference_href\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_login_type\` text DEFAULT 'custom';`)
  await db.run(sql`UPDATE \`_site_settings_v\` SET \`version_login_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_login_href\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_status_page_type\` text DEFAULT 'custom';`)
  await db.run(sql`UPDATE \`_site_settings_v\` SET \`version_status_page_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_status_page_href\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_talk_to_expert_type\` text DEFAULT 'custom';`)
  await db.run(sql`UPDATE \`_site_settings_v\` SET \`version_talk_to_expert_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_talk_to_expert_href\` text DEFAULT '/contact';`)
  await db.run(sql`UPDATE \`_site_settings_v\` SET \`version_docs_href\` = \`version_docs_url\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_docs_url\`;`)
  await db.run(sql`UPDATE \`_site_settings_v\` SET \`version_api_reference_href\` = \`version_api_reference_url\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_api_reference_url\`;`)
  await db.run(sql`UPDATE \`_site_settings_v\` SET \`version_login_href\` = \`version_login_url\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_login_url\`;`)
  await db.run(sql`UPDATE \`_site_settings_v\` SET \`version_status_page_href\` = \`version_status_page_url\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_status_page_url\`;`)
  await db.run(sql`UPDATE \`_site_settings_v\` SET \`version_talk_to_expert_href\` = \`version_talk_to_expert_url\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_talk_to_expert_url\`;`)
  await db.run(sql`ALTER TABLE \`header_nav_blocks_nav_list_items\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`header_nav_blocks_nav_list_items\` SET \`link_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`header_nav_blocks_nav_list_items\` ADD \`link_href\` text;`)
  await db.run(sql`UPDATE \`header_nav_blocks_nav_list_items\` SET \`link_href\` = \`href\`;`)
  await db.run(sql`ALTER TABLE \`header_nav_blocks_nav_list_items\` DROP COLUMN \`href\`;`)
  await db.run(sql`ALTER TABLE \`header_nav_blocks_nav_list\` ADD \`featured_link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`header_nav_blocks_nav_list\` SET \`featured_link_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`header_nav_blocks_nav_list\` ADD \`featured_link_href\` text;`)
  await db.run(sql`UPDATE \`header_nav_blocks_nav_list\` SET \`featured_link_href\` = \`featured_href\`;`)
  await db.run(sql`ALTER TABLE \`header_nav_blocks_nav_list\` DROP COLUMN \`featured_href\`;`)
  await db.run(sql`ALTER TABLE \`header_nav_items\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`header_nav_items\` SET \`link_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`header_nav_items\` ADD \`link_href\` text;`)
  await db.run(sql`UPDATE \`header_nav_items\` SET \`link_href\` = \`href\`;`)
  await db.run(sql`ALTER TABLE \`header_nav_items\` DROP COLUMN \`href\`;`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_blocks_nav_list_items\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`_header_nav_v_blocks_nav_list_items\` SET \`link_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_blocks_nav_list_items\` ADD \`link_href\` text;`)
  await db.run(sql`UPDATE \`_header_nav_v_blocks_nav_list_items\` SET \`link_href\` = \`href\`;`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_blocks_nav_list_items\` DROP COLUMN \`href\`;`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_blocks_nav_list\` ADD \`featured_link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`_header_nav_v_blocks_nav_list\` SET \`featured_link_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_blocks_nav_list\` ADD \`featured_link_href\` text;`)
  await db.run(sql`UPDATE \`_header_nav_v_blocks_nav_list\` SET \`featured_link_href\` = \`featured_href\`;`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_blocks_nav_list\` DROP COLUMN \`featured_href\`;`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_version_items\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`_header_nav_v_version_items\` SET \`link_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_version_items\` ADD \`link_href\` text;`)
  await db.run(sql`UPDATE \`_header_nav_v_version_items\` SET \`link_href\` = \`href\`;`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_version_items\` DROP COLUMN \`href\`;`)
  await db.run(sql`ALTER TABLE \`footer_columns_links\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`footer_columns_links\` SET \`link_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`footer_columns_links\` ADD \`link_href\` text;`)
  await db.run(sql`UPDATE \`footer_columns_links\` SET \`link_href\` = \`href\`;`)
  await db.run(sql`ALTER TABLE \`footer_columns_links\` DROP COLUMN \`href\`;`)
  await db.run(sql`ALTER TABLE \`footer_badges\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`footer_badges\` SET \`link_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`footer_badges\` ADD \`link_href\` text;`)
  await db.run(sql`UPDATE \`footer_badges\` SET \`link_href\` = \`href\`;`)
  await db.run(sql`ALTER TABLE \`footer_badges\` DROP COLUMN \`href\`;`)
  await db.run(sql`ALTER TABLE \`_footer_v_version_columns_links\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`_footer_v_version_columns_links\` SET \`link_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_footer_v_version_columns_links\` ADD \`link_href\` text;`)
  await db.run(sql`UPDATE \`_footer_v_version_columns_links\` SET \`link_href\` = \`href\`;`)
  await db.run(sql`ALTER TABLE \`_footer_v_version_columns_links\` DROP COLUMN \`href\`;`)
  await db.run(sql`ALTER TABLE \`_footer_v_version_badges\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`_footer_v_version_badges\` SET \`link_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_footer_v_version_badges\` ADD \`link_href\` text;`)
  await db.run(sql`UPDATE \`_footer_v_version_badges\` SET \`link_href\` = \`href\`;`)
  await db.run(sql`ALTER TABLE \`_footer_v_version_badges\` DROP COLUMN \`href\`;`)
  await db.run(sql`ALTER TABLE \`banner\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`banner\` SET \`link_type\` = 'custom';`)
  await db.run(sql`ALTER TABLE \`_banner_v\` ADD \`version_link_type\` text DEFAULT 'reference';`)
  await db.run(sql`UPDATE \`_banner_v\` SET \`version_link_type\` = 'custom';`)
  // Two steps read the documents through the current config, so they run in the latest
  // migration that changes a table they read: sales_inbox (which adds a column to the locked
  // documents' table) now holds both, flagging the media published content shows and turning
  // links that lead to a document's address into references to it.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`webinars_rels\`;`)
  await db.run(sql`DROP TABLE \`_webinars_v_rels\`;`)
  await db.run(sql`DROP TABLE \`site_settings_rels\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_rels\`;`)
  await db.run(sql`DROP TABLE \`header_nav_rels\`;`)
  await db.run(sql`DROP TABLE \`_header_nav_v_rels\`;`)
  await db.run(sql`DROP TABLE \`footer_rels\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_rels\`;`)
  await db.run(sql`DROP TABLE \`banner_rels\`;`)
  await db.run(sql`DROP TABLE \`_banner_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`customers_id\` integer,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "customers_id", "pages_id") SELECT "id", "order", "parent_id", "path", "customers_id", "pages_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_customers_id_idx\` ON \`pages_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`customers_id\` integer,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "customers_id", "pages_id") SELECT "id", "order", "parent_id", "path", "customers_id", "pages_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_customers_id_idx\` ON \`_pages_v_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid_features\` ADD \`href\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid_features\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`UPDATE \`pages_blocks_feature_grid_features\` SET \`href\` = \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid_features\` DROP COLUMN \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid_features\` ADD \`href\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid_features\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`UPDATE \`_pages_v_blocks_feature_grid_features\` SET \`href\` = \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid_features\` DROP COLUMN \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`webinars\` ADD \`registration_url\` text;`)
  await db.run(sql`ALTER TABLE \`webinars\` ADD \`recording_url\` text;`)
  await db.run(sql`ALTER TABLE \`webinars\` DROP COLUMN \`registration_type\`;`)
  await db.run(sql`UPDATE \`webinars\` SET \`registration_url\` = \`registration_href\`;`)
  await db.run(sql`ALTER TABLE \`webinars\` DROP COLUMN \`registration_href\`;`)
  await db.run(sql`ALTER TABLE \`webinars\` DROP COLUMN \`recording_type\`;`)
  await db.run(sql`UPDATE \`webinars\` SET \`recording_url\` = \`recording_href\`;`)
  await db.run(sql`ALTER TABLE \`webinars\` DROP COLUMN \`recording_href\`;`)
  await db.run(sql`ALTER TABLE \`_webinars_v\` ADD \`version_registration_url\` text;`)
  await db.run(sql`ALTER TABLE \`_webinars_v\` ADD \`version_recording_url\` text;`)
  await db.run(sql`ALTER TABLE \`_webinars_v\` DROP COLUMN \`version_registration_type\`;`)
  await db.run(sql`UPDATE \`_webinars_v\` SET \`version_registration_url\` = \`version_registration_href\`;`)
  await db.run(sql`ALTER TABLE \`_webinars_v\` DROP COLUMN \`version_registration_href\`;`)
  await db.run(sql`ALTER TABLE \`_webinars_v\` DROP COLUMN \`version_recording_type\`;`)
  await db.run(sql`UPDATE \`_webinars_v\` SET \`version_recording_url\` = \`version_recording_href\`;`)
  await db.run(sql`ALTER TABLE \`_webinars_v\` DROP COLUMN \`version_recording_href\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`docs_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`api_reference_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`login_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`status_page_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`talk_to_expert_url\` text DEFAULT '/contact';`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`docs_type\`;`)
  await db.run(sql`UPDATE \`site_settings\` SET \`docs_url\` = \`docs_href\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`docs_href\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`api_reference_type\`;`)
  await db.run(sql`UPDATE \`site_settings\` SET \`api_reference_url\` = \`api_reference_href\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`api_reference_href\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`login_type\`;`)
  await db.run(sql`UPDATE \`site_settings\` SET \`login_url\` = \`login_href\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`login_href\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`status_page_type\`;`)
  await db.run(sql`UPDATE \`site_settings\` SET \`status_page_url\` = \`status_page_href\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`status_page_href\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`talk_to_expert_type\`;`)
  await db.run(sql`UPDATE \`site_settings\` SET \`talk_to_expert_url\` = \`talk_to_expert_href\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`talk_to_expert_href\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_docs_url\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_api_reference_url\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_login_url\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_status_page_url\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_talk_to_expert_url\` text DEFAULT '/contact';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_docs_type\`;`)
  await db.run(sql`UPDATE \`_site_settings_v\` SET \`version_docs_url\` = \`version_docs_href\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_docs_href\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_api_reference_type\`;`)
  await db.run(sql`UPDATE \`_site_settings_v\` SET \`version_api_reference_url\` = \`version_api_reference_href\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_api_reference_href\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_login_type\`;`)
  await db.run(sql`UPDATE \`_site_settings_v\` SET \`version_login_url\` = \`version_login_href\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_login_href\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_status_page_type\`;`)
  await db.run(sql`UPDATE \`_site_settings_v\` SET \`version_status_page_url\` = \`version_status_page_href\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_status_page_href\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_talk_to_expert_type\`;`)
  await db.run(sql`UPDATE \`_site_settings_v\` SET \`version_talk_to_expert_url\` = \`version_talk_to_expert_href\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_talk_to_expert_href\`;`)
  await db.run(sql`ALTER TABLE \`header_nav_blocks_nav_list_items\` ADD \`href\` text;`)
  await db.run(sql`ALTER TABLE \`header_nav_blocks_nav_list_items\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`UPDATE \`header_nav_blocks_nav_list_items\` SET \`href\` = \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`header_nav_blocks_nav_list_items\` DROP COLUMN \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`header_nav_blocks_nav_list\` ADD \`featured_href\` text;`)
  await db.run(sql`ALTER TABLE \`header_nav_blocks_nav_list\` DROP COLUMN \`featured_link_type\`;`)
  await db.run(sql`UPDATE \`header_nav_blocks_nav_list\` SET \`featured_href\` = \`featured_link_href\`;`)
  await db.run(sql`ALTER TABLE \`header_nav_blocks_nav_list\` DROP COLUMN \`featured_link_href\`;`)
  await db.run(sql`ALTER TABLE \`header_nav_items\` ADD \`href\` text;`)
  await db.run(sql`ALTER TABLE \`header_nav_items\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`UPDATE \`header_nav_items\` SET \`href\` = \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`header_nav_items\` DROP COLUMN \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_blocks_nav_list_items\` ADD \`href\` text;`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_blocks_nav_list_items\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`UPDATE \`_header_nav_v_blocks_nav_list_items\` SET \`href\` = \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_blocks_nav_list_items\` DROP COLUMN \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_blocks_nav_list\` ADD \`featured_href\` text;`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_blocks_nav_list\` DROP COLUMN \`featured_link_type\`;`)
  await db.run(sql`UPDATE \`_header_nav_v_blocks_nav_list\` SET \`featured_href\` = \`featured_link_href\`;`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_blocks_nav_list\` DROP COLUMN \`featured_link_href\`;`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_version_items\` ADD \`href\` text;`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_version_items\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`UPDATE \`_header_nav_v_version_items\` SET \`href\` = \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`_header_nav_v_version_items\` DROP COLUMN \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`footer_columns_links\` ADD \`href\` text;`)
  await db.run(sql`ALTER TABLE \`footer_columns_links\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`UPDATE \`footer_columns_links\` SET \`href\` = \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`footer_columns_links\` DROP COLUMN \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`footer_badges\` ADD \`href\` text;`)
  await db.run(sql`ALTER TABLE \`footer_badges\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`UPDATE \`footer_badges\` SET \`href\` = \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`footer_badges\` DROP COLUMN \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`_footer_v_version_columns_links\` ADD \`href\` text;`)
  await db.run(sql`ALTER TABLE \`_footer_v_version_columns_links\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`UPDATE \`_footer_v_version_columns_links\` SET \`href\` = \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`_footer_v_version_columns_links\` DROP COLUMN \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`_footer_v_version_badges\` ADD \`href\` text;`)
  await db.run(sql`ALTER TABLE \`_footer_v_version_badges\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`UPDATE \`_footer_v_version_badges\` SET \`href\` = \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`_footer_v_version_badges\` DROP COLUMN \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`primary_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`secondary_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_pricing_table_plans\` DROP COLUMN \`cta_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` DROP COLUMN \`primary_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` DROP COLUMN \`secondary_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_split_feature\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_compliance_badges\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`primary_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`secondary_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_pricing_table_plans\` DROP COLUMN \`cta_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` DROP COLUMN \`primary_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` DROP COLUMN \`secondary_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_split_feature\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_compliance_badges\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`banner\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`_banner_v\` DROP COLUMN \`version_link_type\`;`)
}
