import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { salesInboxBackfill } from '../shared/salesInboxBackfill'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_form" AS ENUM('salesContact', 'demoRequest', 'betaSignup', 'jobApplication');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'closed');
  CREATE TYPE "public"."enum_leads_delivery" AS ENUM('queued', 'delivered', 'retrying', 'failed', 'notSent');
  CREATE TYPE "public"."enum__leads_v_version_form" AS ENUM('salesContact', 'demoRequest', 'betaSignup', 'jobApplication');
  CREATE TYPE "public"."enum__leads_v_version_status" AS ENUM('new', 'contacted', 'qualified', 'closed');
  CREATE TYPE "public"."enum__leads_v_version_delivery" AS ENUM('queued', 'delivered', 'retrying', 'failed', 'notSent');
  CREATE TYPE "public"."enum_exports_format" AS ENUM('csv', 'json');
  CREATE TYPE "public"."enum_exports_sort_order" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_exports_drafts" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_imports_import_mode" AS ENUM('create', 'update', 'upsert');
  CREATE TYPE "public"."enum_imports_status" AS ENUM('pending', 'completed', 'partial', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'createCollectionExport' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'createCollectionImport' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'createCollectionExport' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'createCollectionImport' BEFORE 'schedulePublish';
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form" "enum_leads_form" NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"company" varchar,
  	"topic" varchar,
  	"utm_source" varchar,
  	"utm_campaign" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"owner_id" integer,
  	"notes" varchar,
  	"updated_by_id" integer,
  	"sales_contact_id" integer,
  	"demo_request_id" integer,
  	"beta_signup_id" integer,
  	"job_application_id" integer,
  	"delivery" "enum_leads_delivery" NOT NULL,
  	"delivered_at" timestamp(3) with time zone,
  	"delivery_error" varchar,
  	"delivery_key" varchar NOT NULL,
  	"delivery_job" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_leads_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_form" "enum__leads_v_version_form" NOT NULL,
  	"version_email" varchar NOT NULL,
  	"version_name" varchar,
  	"version_company" varchar,
  	"version_topic" varchar,
  	"version_utm_source" varchar,
  	"version_utm_campaign" varchar,
  	"version_created_at" timestamp(3) with time zone,
  	"version_status" "enum__leads_v_version_status" DEFAULT 'new' NOT NULL,
  	"version_owner_id" integer,
  	"version_notes" varchar,
  	"version_updated_by_id" integer,
  	"version_sales_contact_id" integer,
  	"version_demo_request_id" integer,
  	"version_beta_signup_id" integer,
  	"version_job_application_id" integer,
  	"version_delivery" "enum__leads_v_version_delivery" NOT NULL,
  	"version_delivered_at" timestamp(3) with time zone,
  	"version_delivery_error" varchar,
  	"version_delivery_key" varchar NOT NULL,
  	"version_delivery_job" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"format" "enum_exports_format" DEFAULT 'csv' NOT NULL,
  	"limit" numeric,
  	"page" numeric DEFAULT 1,
  	"sort" varchar,
  	"sort_order" "enum_exports_sort_order",
  	"drafts" "enum_exports_drafts" DEFAULT 'yes',
  	"collection_slug" varchar DEFAULT 'leads' NOT NULL,
  	"where" jsonb DEFAULT '{}'::jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "exports_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection_slug" varchar NOT NULL,
  	"import_mode" "enum_imports_import_mode",
  	"match_field" varchar DEFAULT 'id',
  	"status" "enum_imports_status" DEFAULT 'pending',
  	"summary_imported" numeric,
  	"summary_updated" numeric,
  	"summary_total" numeric,
  	"summary_issues" numeric,
  	"summary_issue_details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_sales_contact_id_sales_contacts_id_fk" FOREIGN KEY ("sales_contact_id") REFERENCES "public"."sales_contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_demo_request_id_demo_requests_id_fk" FOREIGN KEY ("demo_request_id") REFERENCES "public"."demo_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_beta_signup_id_beta_signups_id_fk" FOREIGN KEY ("beta_signup_id") REFERENCES "public"."beta_signups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leads_v" ADD CONSTRAINT "_leads_v_parent_id_leads_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leads_v" ADD CONSTRAINT "_leads_v_version_owner_id_users_id_fk" FOREIGN KEY ("version_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leads_v" ADD CONSTRAINT "_leads_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leads_v" ADD CONSTRAINT "_leads_v_version_sales_contact_id_sales_contacts_id_fk" FOREIGN KEY ("version_sales_contact_id") REFERENCES "public"."sales_contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leads_v" ADD CONSTRAINT "_leads_v_version_demo_request_id_demo_requests_id_fk" FOREIGN KEY ("version_demo_request_id") REFERENCES "public"."demo_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leads_v" ADD CONSTRAINT "_leads_v_version_beta_signup_id_beta_signups_id_fk" FOREIGN KEY ("version_beta_signup_id") REFERENCES "public"."beta_signups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leads_v" ADD CONSTRAINT "_leads_v_version_job_application_id_job_applications_id_fk" FOREIGN KEY ("version_job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exports_texts" ADD CONSTRAINT "exports_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_form_idx" ON "leads" USING btree ("form");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_topic_idx" ON "leads" USING btree ("topic");
  CREATE INDEX "leads_utm_campaign_idx" ON "leads" USING btree ("utm_campaign");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id");
  CREATE INDEX "leads_updated_by_idx" ON "leads" USING btree ("updated_by_id");
  CREATE INDEX "leads_sales_contact_idx" ON "leads" USING btree ("sales_contact_id");
  CREATE INDEX "leads_demo_request_idx" ON "leads" USING btree ("demo_request_id");
  CREATE INDEX "leads_beta_signup_idx" ON "leads" USING btree ("beta_signup_id");
  CREATE INDEX "leads_job_application_idx" ON "leads" USING btree ("job_application_id");
  CREATE INDEX "leads_delivery_idx" ON "leads" USING btree ("delivery");
  CREATE UNIQUE INDEX "leads_delivery_key_idx" ON "leads" USING btree ("delivery_key");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "_leads_v_parent_idx" ON "_leads_v" USING btree ("parent_id");
  CREATE INDEX "_leads_v_version_version_form_idx" ON "_leads_v" USING btree ("version_form");
  CREATE INDEX "_leads_v_version_version_email_idx" ON "_leads_v" USING btree ("version_email");
  CREATE INDEX "_leads_v_version_version_topic_idx" ON "_leads_v" USING btree ("version_topic");
  CREATE INDEX "_leads_v_version_version_utm_campaign_idx" ON "_leads_v" USING btree ("version_utm_campaign");
  CREATE INDEX "_leads_v_version_version_created_at_idx" ON "_leads_v" USING btree ("version_created_at");
  CREATE INDEX "_leads_v_version_version_status_idx" ON "_leads_v" USING btree ("version_status");
  CREATE INDEX "_leads_v_version_version_owner_idx" ON "_leads_v" USING btree ("version_owner_id");
  CREATE INDEX "_leads_v_version_version_updated_by_idx" ON "_leads_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_leads_v_version_version_sales_contact_idx" ON "_leads_v" USING btree ("version_sales_contact_id");
  CREATE INDEX "_leads_v_version_version_demo_request_idx" ON "_leads_v" USING btree ("version_demo_request_id");
  CREATE INDEX "_leads_v_version_version_beta_signup_idx" ON "_leads_v" USING btree ("version_beta_signup_id");
  CREATE INDEX "_leads_v_version_version_job_application_idx" ON "_leads_v" USING btree ("version_job_application_id");
  CREATE INDEX "_leads_v_version_version_delivery_idx" ON "_leads_v" USING btree ("version_delivery");
  CREATE INDEX "_leads_v_version_version_delivery_key_idx" ON "_leads_v" USING btree ("version_delivery_key");
  CREATE INDEX "_leads_v_version_version_updated_at_idx" ON "_leads_v" USING btree ("version_updated_at");
  CREATE INDEX "_leads_v_created_at_idx" ON "_leads_v" USING btree ("created_at");
  CREATE INDEX "_leads_v_updated_at_idx" ON "_leads_v" USING btree ("updated_at");
  CREATE INDEX "exports_updated_at_idx" ON "exports" USING btree ("updated_at");
  CREATE INDEX "exports_created_at_idx" ON "exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "exports_filename_idx" ON "exports" USING btree ("filename");
  CREATE INDEX "exports_texts_order_parent" ON "exports_texts" USING btree ("order","parent_id");
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "imports_filename_idx" ON "imports" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");`)
  // Every lead stored so far, in the inbox (written by hand; see salesInboxBackfill.ts).
  for (const statement of salesInboxBackfill('postgres')) await db.execute(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_leads_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exports_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "_leads_v" CASCADE;
  DROP TABLE "exports" CASCADE;
  DROP TABLE "exports_texts" CASCADE;
  DROP TABLE "imports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_leads_fk"; -- IF EXISTS: dropping "leads" CASCADE above already removed it
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLead', 'notifySales', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLead', 'notifySales', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  DROP TYPE "public"."enum_leads_form";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_delivery";
  DROP TYPE "public"."enum__leads_v_version_form";
  DROP TYPE "public"."enum__leads_v_version_status";
  DROP TYPE "public"."enum__leads_v_version_delivery";
  DROP TYPE "public"."enum_exports_format";
  DROP TYPE "public"."enum_exports_sort_order";
  DROP TYPE "public"."enum_exports_drafts";
  DROP TYPE "public"."enum_imports_import_mode";
  DROP TYPE "public"."enum_imports_status";`)
}
