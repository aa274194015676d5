import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { salesInboxBackfill } from '../shared/salesInboxBackfill'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`name\` text,
  	\`company\` text,
  	\`topic\` text,
  	\`utm_source\` text,
  	\`utm_campaign\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`owner_id\` integer,
  	\`notes\` text,
  	\`updated_by_id\` integer,
  	\`sales_contact_id\` integer,
  	\`demo_request_id\` integer,
  	\`beta_signup_id\` integer,
  	\`job_application_id\` integer,
  	\`delivery\` text NOT NULL,
  	\`delivered_at\` text,
  	\`delivery_error\` text,
  	\`delivery_key\` text NOT NULL,
  	\`delivery_job\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sales_contact_id\`) REFERENCES \`sales_contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`demo_request_id\`) REFERENCES \`demo_requests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`beta_signup_id\`) REFERENCES \`beta_signups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`job_application_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_form_idx\` ON \`leads\` (\`form\`);`)
  await db.run(sql`CREATE INDEX \`leads_email_idx\` ON \`leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`leads_topic_idx\` ON \`leads\` (\`topic\`);`)
  await db.run(sql`CREATE INDEX \`leads_utm_campaign_idx\` ON \`leads\` (\`utm_campaign\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_owner_idx\` ON \`leads\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_by_idx\` ON \`leads\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_sales_contact_idx\` ON \`leads\` (\`sales_contact_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_demo_request_idx\` ON \`leads\` (\`demo_request_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_beta_signup_idx\` ON \`leads\` (\`beta_signup_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_job_application_idx\` ON \`leads\` (\`job_application_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_idx\` ON \`leads\` (\`delivery\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_delivery_key_idx\` ON \`leads\` (\`delivery_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_leads_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_form\` text NOT NULL,
  	\`version_email\` text NOT NULL,
  	\`version_name\` text,
  	\`version_company\` text,
  	\`version_topic\` text,
  	\`version_utm_source\` text,
  	\`version_utm_campaign\` text,
  	\`version_created_at\` text,
  	\`version_status\` text DEFAULT 'new' NOT NULL,
  	\`version_owner_id\` integer,
  	\`version_notes\` text,
  	\`version_updated_by_id\` integer,
  	\`version_sales_contact_id\` integer,
  	\`version_demo_request_id\` integer,
  	\`version_beta_signup_id\` integer,
  	\`version_job_application_id\` integer,
  	\`version_delivery\` text NOT NULL,
  	\`version_delivered_at\` text,
  	\`version_delivery_error\` text,
  	\`version_delivery_key\` text NOT NULL,
  	\`version_delivery_job\` text,
  	\`version_updated_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_sales_contact_id\`) REFERENCES \`sales_contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_demo_request_id\`) REFERENCES \`demo_requests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_beta_signup_id\`) REFERENCES \`beta_signups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_job_application_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_leads_v_parent_idx\` ON \`_leads_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_version_form_idx\` ON \`_leads_v\` (\`version_form\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_version_email_idx\` ON \`_leads_v\` (\`version_email\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_version_topic_idx\` ON \`_leads_v\` (\`version_topic\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_version_utm_campaign_idx\` ON \`_leads_v\` (\`version_utm_campaign\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_version_created_at_idx\` ON \`_leads_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_version_status_idx\` ON \`_leads_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_version_owner_idx\` ON \`_leads_v\` (\`version_owner_id\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_version_updated_by_idx\` ON \`_leads_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_version_sales_contact_idx\` ON \`_leads_v\` (\`version_sales_contact_id\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_version_demo_request_idx\` ON \`_leads_v\` (\`version_demo_request_id\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_version_beta_signup_idx\` ON \`_leads_v\` (\`version_beta_signup_id\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_version_job_application_idx\` ON \`_leads_v\` (\`version_job_application_id\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_version_delivery_idx\` ON \`_leads_v\` (\`version_delivery\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_version_delivery_key_idx\` ON \`_leads_v\` (\`version_delivery_key\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_version_version_updated_at_idx\` ON \`_leads_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_created_at_idx\` ON \`_leads_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leads_v_updated_at_idx\` ON \`_leads_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`exports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`format\` text DEFAULT 'csv' NOT NULL,
  	\`limit\` numeric,
  	\`page\` numeric DEFAULT 1,
  	\`sort\` text,
  	\`sort_order\` text,
  	\`drafts\` text DEFAULT 'yes',
  	\`collection_slug\` text DEFAULT 'leads' NOT NULL,
  	\`where\` text DEFAULT '{}',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_updated_at_idx\` ON \`exports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exports_created_at_idx\` ON \`exports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`exports_filename_idx\` ON \`exports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`exports_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_texts_order_parent\` ON \`exports_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`collection_slug\` text NOT NULL,
  	\`import_mode\` text,
  	\`match_field\` text DEFAULT 'id',
  	\`status\` text DEFAULT 'pending',
  	\`summary_imported\` numeric,
  	\`summary_updated\` numeric,
  	\`summary_total\` numeric,
  	\`summary_issues\` numeric,
  	\`summary_issue_details\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`imports_updated_at_idx\` ON \`imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`imports_created_at_idx\` ON \`imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`imports_filename_idx\` ON \`imports\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`leads_id\` integer REFERENCES leads(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  // Every lead stored so far, in the inbox (written by hand; see salesInboxBackfill.ts).
  for (const statement of salesInboxBackfill('sqlite')) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`_leads_v\`;`)
  await db.run(sql`DROP TABLE \`exports\`;`)
  await db.run(sql`DROP TABLE \`exports_texts\`;`)
  await db.run(sql`DROP TABLE \`imports\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
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
  	\`cv_uploads_id\` integer,
  	\`consent_records_id\` integer,
  	\`media_usages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`cv_uploads_id\`) REFERENCES \`cv_uploads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_usages_id\`) REFERENCES \`media_usages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "authors_id", "changelog_id", "webinars_id", "papers_id", "press_id", "customers_id", "jobs_id", "legal_id", "redirects_id", "media_id", "users_id", "sales_contacts_id", "demo_requests_id", "beta_signups_id", "job_applications_id", "cv_uploads_id", "consent_records_id", "media_usages_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "authors_id", "changelog_id", "webinars_id", "papers_id", "press_id", "customers_id", "jobs_id", "legal_id", "redirects_id", "media_id", "users_id", "sales_contacts_id", "demo_requests_id", "beta_signups_id", "job_applications_id", "cv_uploads_id", "consent_records_id", "media_usages_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cv_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`cv_uploads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_usages_id_idx\` ON \`payload_locked_documents_rels\` (\`media_usages_id\`);`)
}
