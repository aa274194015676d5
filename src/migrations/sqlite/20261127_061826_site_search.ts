import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { searchFullText } from '../shared/searchFullText'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_index\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`priority\` numeric,
  	\`type\` text NOT NULL,
  	\`url\` text,
  	\`summary\` text,
  	\`headings\` text,
  	\`body\` text,
  	\`hidden\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_index_type_idx\` ON \`search_index\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`search_index_updated_at_idx\` ON \`search_index\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_index_created_at_idx\` ON \`search_index\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_index_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`changelog_id\` integer,
  	\`webinars_id\` integer,
  	\`papers_id\` integer,
  	\`press_id\` integer,
  	\`customers_id\` integer,
  	\`jobs_id\` integer,
  	\`legal_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`search_index\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`changelog_id\`) REFERENCES \`changelog\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webinars_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`papers_id\`) REFERENCES \`papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_id\`) REFERENCES \`press\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_id\`) REFERENCES \`legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_index_rels_order_idx\` ON \`search_index_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`search_index_rels_parent_idx\` ON \`search_index_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`search_index_rels_path_idx\` ON \`search_index_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`search_index_rels_pages_id_idx\` ON \`search_index_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`search_index_rels_posts_id_idx\` ON \`search_index_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`search_index_rels_changelog_id_idx\` ON \`search_index_rels\` (\`changelog_id\`);`)
  await db.run(sql`CREATE INDEX \`search_index_rels_webinars_id_idx\` ON \`search_index_rels\` (\`webinars_id\`);`)
  await db.run(sql`CREATE INDEX \`search_index_rels_papers_id_idx\` ON \`search_index_rels\` (\`papers_id\`);`)
  await db.run(sql`CREATE INDEX \`search_index_rels_press_id_idx\` ON \`search_index_rels\` (\`press_id\`);`)
  await db.run(sql`CREATE INDEX \`search_index_rels_customers_id_idx\` ON \`search_index_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`search_index_rels_jobs_id_idx\` ON \`search_index_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`search_index_rels_legal_id_idx\` ON \`search_index_rels\` (\`legal_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_index_id\` integer REFERENCES search_index(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
  for (const statement of searchFullText.sqlite.up) await db.run(sql.raw(statement))
  // The content data steps that were here run in the latest migration that changes content (contentDataSteps.ts).
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of searchFullText.sqlite.down) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`search_index\`;`)
  await db.run(sql`DROP TABLE \`search_index_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`leads_id\` integer,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`authors_id\` integer,
  	\`changelog_id\` integer,
  	\`webinars_id\` integer,
  	\`papers_id\` integer,
  	\`press_id\` integer,
  	\`customers_id\` integer,
  	\`jobs_id\` integer,
  	\`legal_id\` integer,
  	\`redirects_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`sales_contacts_id\` integer,
  	\`demo_requests_id\` integer,
  	\`beta_signups_id\` integer,
  	\`job_applications_id\` integer,
  	\`campaign_submissions_id\` integer,
  	\`cv_uploads_id\` integer,
  	\`consent_records_id\` integer,
  	\`forms_id\` integer,
  	\`media_usages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`changelog_id\`) REFERENCES \`changelog\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webinars_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`papers_id\`) REFERENCES \`papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_id\`) REFERENCES \`press\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_id\`) REFERENCES \`legal\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sales_contacts_id\`) REFERENCES \`sales_contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`demo_requests_id\`) REFERENCES \`demo_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`beta_signups_id\`) REFERENCES \`beta_signups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campaign_submissions_id\`) REFERENCES \`campaign_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cv_uploads_id\`) REFERENCES \`cv_uploads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_usages_id\`) REFERENCES \`media_usages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "leads_id", "pages_id", "posts_id", "categories_id", "authors_id", "changelog_id", "webinars_id", "papers_id", "press_id", "customers_id", "jobs_id", "legal_id", "redirects_id", "media_id", "users_id", "sales_contacts_id", "demo_requests_id", "beta_signups_id", "job_applications_id", "campaign_submissions_id", "cv_uploads_id", "consent_records_id", "forms_id", "media_usages_id") SELECT "id", "order", "parent_id", "path", "leads_id", "pages_id", "posts_id", "categories_id", "authors_id", "changelog_id", "webinars_id", "papers_id", "press_id", "customers_id", "jobs_id", "legal_id", "redirects_id", "media_id", "users_id", "sales_contacts_id", "demo_requests_id", "beta_signups_id", "job_applications_id", "campaign_submissions_id", "cv_uploads_id", "consent_records_id", "forms_id", "media_usages_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_changelog_id_idx\` ON \`payload_locked_documents_rels\` (\`changelog_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webinars_id_idx\` ON \`payload_locked_documents_rels\` (\`webinars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_papers_id_idx\` ON \`payload_locked_documents_rels\` (\`papers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_id_idx\` ON \`payload_locked_documents_rels\` (\`press_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sales_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`sales_contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_demo_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`demo_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_beta_signups_id_idx\` ON \`payload_locked_documents_rels\` (\`beta_signups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaign_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`campaign_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cv_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`cv_uploads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_usages_id_idx\` ON \`payload_locked_documents_rels\` (\`media_usages_id\`);`)
}
