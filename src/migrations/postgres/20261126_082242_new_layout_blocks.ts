import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The new layout blocks (code tabs, split feature, compliance badges, related products,
// architecture diagram) and the stats block's footnote.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_code_tabs_samples_language" AS ENUM('bash', 'javascript', 'typescript', 'python', 'go', 'json', 'http');
  CREATE TYPE "public"."enum_pages_blocks_split_feature_visual" AS ENUM('data_in_tokens_out', 'relay', 'functions', 'enclaves', 'pci', 'page_protection', 'card_collection', 'three_ds', 'network_tokens', 'bin_lookup', 'encryption', 'accept_cards', 'multi_psp', 'card_issuing', 'wallet_signing', 'banking', 'pii', 'hipaa', 'credentials', 'file_encryption');
  CREATE TYPE "public"."enum_pages_blocks_split_feature_side" AS ENUM('right', 'left');
  CREATE TYPE "public"."enum_pages_blocks_compliance_badges_marks" AS ENUM('pci_dss_l1', 'soc2_type2', 'iso_27001', 'iso_27018', 'hipaa', 'gdpr', 'ccpa', 'csa_star');
  CREATE TYPE "public"."enum_pages_blocks_architecture_diagram_steps_marking" AS ENUM('sensitive', 'token');
  CREATE TYPE "public"."enum__pages_v_blocks_code_tabs_samples_language" AS ENUM('bash', 'javascript', 'typescript', 'python', 'go', 'json', 'http');
  CREATE TYPE "public"."enum__pages_v_blocks_split_feature_visual" AS ENUM('data_in_tokens_out', 'relay', 'functions', 'enclaves', 'pci', 'page_protection', 'card_collection', 'three_ds', 'network_tokens', 'bin_lookup', 'encryption', 'accept_cards', 'multi_psp', 'card_issuing', 'wallet_signing', 'banking', 'pii', 'hipaa', 'credentials', 'file_encryption');
  CREATE TYPE "public"."enum__pages_v_blocks_split_feature_side" AS ENUM('right', 'left');
  CREATE TYPE "public"."enum__pages_v_blocks_compliance_badges_marks" AS ENUM('pci_dss_l1', 'soc2_type2', 'iso_27001', 'iso_27018', 'hipaa', 'gdpr', 'ccpa', 'csa_star');
  CREATE TYPE "public"."enum__pages_v_blocks_architecture_diagram_steps_marking" AS ENUM('sensitive', 'token');
  CREATE TABLE "pages_blocks_code_tabs_samples" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"language" "enum_pages_blocks_code_tabs_samples_language" DEFAULT 'bash',
  	"filename" varchar,
  	"code" varchar
  );
  
  CREATE TABLE "pages_blocks_code_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_split_feature_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_split_feature" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"visual" "enum_pages_blocks_split_feature_visual",
  	"image_id" integer,
  	"side" "enum_pages_blocks_split_feature_side" DEFAULT 'right',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_compliance_badges_marks" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_compliance_badges_marks",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_compliance_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_related_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_architecture_diagram_lanes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"ours" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_architecture_diagram_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" numeric,
  	"to" numeric,
  	"marking" "enum_pages_blocks_architecture_diagram_steps_marking",
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_architecture_diagram" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_code_tabs_samples" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"language" "enum__pages_v_blocks_code_tabs_samples_language" DEFAULT 'bash',
  	"filename" varchar,
  	"code" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_code_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_split_feature_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_split_feature" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"visual" "enum__pages_v_blocks_split_feature_visual",
  	"image_id" integer,
  	"side" "enum__pages_v_blocks_split_feature_side" DEFAULT 'right',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_compliance_badges_marks" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_compliance_badges_marks",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_compliance_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_related_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_architecture_diagram_lanes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"ours" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_architecture_diagram_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" numeric,
  	"to" numeric,
  	"marking" "enum__pages_v_blocks_architecture_diagram_steps_marking",
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_architecture_diagram" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_stats" ADD COLUMN "footnote" varchar;
  ALTER TABLE "pages_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "_pages_v_blocks_stats" ADD COLUMN "footnote" varchar;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "pages_blocks_code_tabs_samples" ADD CONSTRAINT "pages_blocks_code_tabs_samples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_code_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_code_tabs" ADD CONSTRAINT "pages_blocks_code_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_split_feature_points" ADD CONSTRAINT "pages_blocks_split_feature_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_split_feature"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_split_feature" ADD CONSTRAINT "pages_blocks_split_feature_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_split_feature" ADD CONSTRAINT "pages_blocks_split_feature_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_compliance_badges_marks" ADD CONSTRAINT "pages_blocks_compliance_badges_marks_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_compliance_badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_compliance_badges" ADD CONSTRAINT "pages_blocks_compliance_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_related_products" ADD CONSTRAINT "pages_blocks_related_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_architecture_diagram_lanes" ADD CONSTRAINT "pages_blocks_architecture_diagram_lanes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_architecture_diagram"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_architecture_diagram_steps" ADD CONSTRAINT "pages_blocks_architecture_diagram_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_architecture_diagram"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_architecture_diagram" ADD CONSTRAINT "pages_blocks_architecture_diagram_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_code_tabs_samples" ADD CONSTRAINT "_pages_v_blocks_code_tabs_samples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_code_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_code_tabs" ADD CONSTRAINT "_pages_v_blocks_code_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_split_feature_points" ADD CONSTRAINT "_pages_v_blocks_split_feature_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_split_feature"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_split_feature" ADD CONSTRAINT "_pages_v_blocks_split_feature_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_split_feature" ADD CONSTRAINT "_pages_v_blocks_split_feature_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_compliance_badges_marks" ADD CONSTRAINT "_pages_v_blocks_compliance_badges_marks_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_compliance_badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_compliance_badges" ADD CONSTRAINT "_pages_v_blocks_compliance_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_related_products" ADD CONSTRAINT "_pages_v_blocks_related_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_architecture_diagram_lanes" ADD CONSTRAINT "_pages_v_blocks_architecture_diagram_lanes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_architecture_diagram"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_architecture_diagram_steps" ADD CONSTRAINT "_pages_v_blocks_architecture_diagram_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_architecture_diagram"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_architecture_diagram" ADD CONSTRAINT "_pages_v_blocks_architecture_diagram_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_code_tabs_samples_order_idx" ON "pages_blocks_code_tabs_samples" USING btree ("_order");
  CREATE INDEX "pages_blocks_code_tabs_samples_parent_id_idx" ON "pages_blocks_code_tabs_samples" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_code_tabs_order_idx" ON "pages_blocks_code_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_code_tabs_parent_id_idx" ON "pages_blocks_code_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_code_tabs_path_idx" ON "pages_blocks_code_tabs" USING btree ("_path");
  CREATE INDEX "pages_blocks_split_feature_points_order_idx" ON "pages_blocks_split_feature_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_split_feature_points_parent_id_idx" ON "pages_blocks_split_feature_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_split_feature_order_idx" ON "pages_blocks_split_feature" USING btree ("_order");
  CREATE INDEX "pages_blocks_split_feature_parent_id_idx" ON "pages_blocks_split_feature" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_split_feature_path_idx" ON "pages_blocks_split_feature" USING btree ("_path");
  CREATE INDEX "pages_blocks_split_feature_image_idx" ON "pages_blocks_split_feature" USING btree ("image_id");
  CREATE INDEX "pages_blocks_compliance_badges_marks_order_idx" ON "pages_blocks_compliance_badges_marks" USING btree ("order");
  CREATE INDEX "pages_blocks_compliance_badges_marks_parent_idx" ON "pages_blocks_compliance_badges_marks" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_compliance_badges_order_idx" ON "pages_blocks_compliance_badges" USING btree ("_order");
  CREATE INDEX "pages_blocks_compliance_badges_parent_id_idx" ON "pages_blocks_compliance_badges" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_compliance_badges_path_idx" ON "pages_blocks_compliance_badges" USING btree ("_path");
  CREATE INDEX "pages_blocks_related_products_order_idx" ON "pages_blocks_related_products" USING btree ("_order");
  CREATE INDEX "pages_blocks_related_products_parent_id_idx" ON "pages_blocks_related_products" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_related_products_path_idx" ON "pages_blocks_related_products" USING btree ("_path");
  CREATE INDEX "pages_blocks_architecture_diagram_lanes_order_idx" ON "pages_blocks_architecture_diagram_lanes" USING btree ("_order");
  CREATE INDEX "pages_blocks_architecture_diagram_lanes_parent_id_idx" ON "pages_blocks_architecture_diagram_lanes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_architecture_diagram_steps_order_idx" ON "pages_blocks_architecture_diagram_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_architecture_diagram_steps_parent_id_idx" ON "pages_blocks_architecture_diagram_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_architecture_diagram_order_idx" ON "pages_blocks_architecture_diagram" USING btree ("_order");
  CREATE INDEX "pages_blocks_architecture_diagram_parent_id_idx" ON "pages_blocks_architecture_diagram" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_architecture_diagram_path_idx" ON "pages_blocks_architecture_diagram" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_code_tabs_samples_order_idx" ON "_pages_v_blocks_code_tabs_samples" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_code_tabs_samples_parent_id_idx" ON "_pages_v_blocks_code_tabs_samples" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_code_tabs_order_idx" ON "_pages_v_blocks_code_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_code_tabs_parent_id_idx" ON "_pages_v_blocks_code_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_code_tabs_path_idx" ON "_pages_v_blocks_code_tabs" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_split_feature_points_order_idx" ON "_pages_v_blocks_split_feature_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_split_feature_points_parent_id_idx" ON "_pages_v_blocks_split_feature_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_split_feature_order_idx" ON "_pages_v_blocks_split_feature" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_split_feature_parent_id_idx" ON "_pages_v_blocks_split_feature" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_split_feature_path_idx" ON "_pages_v_blocks_split_feature" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_split_feature_image_idx" ON "_pages_v_blocks_split_feature" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_compliance_badges_marks_order_idx" ON "_pages_v_blocks_compliance_badges_marks" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_compliance_badges_marks_parent_idx" ON "_pages_v_blocks_compliance_badges_marks" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_compliance_badges_order_idx" ON "_pages_v_blocks_compliance_badges" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_compliance_badges_parent_id_idx" ON "_pages_v_blocks_compliance_badges" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_compliance_badges_path_idx" ON "_pages_v_blocks_compliance_badges" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_related_products_order_idx" ON "_pages_v_blocks_related_products" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_related_products_parent_id_idx" ON "_pages_v_blocks_related_products" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_related_products_path_idx" ON "_pages_v_blocks_related_products" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_architecture_diagram_lanes_order_idx" ON "_pages_v_blocks_architecture_diagram_lanes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_architecture_diagram_lanes_parent_id_idx" ON "_pages_v_blocks_architecture_diagram_lanes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_architecture_diagram_steps_order_idx" ON "_pages_v_blocks_architecture_diagram_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_architecture_diagram_steps_parent_id_idx" ON "_pages_v_blocks_architecture_diagram_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_architecture_diagram_order_idx" ON "_pages_v_blocks_architecture_diagram" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_architecture_diagram_parent_id_idx" ON "_pages_v_blocks_architecture_diagram" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_architecture_diagram_path_idx" ON "_pages_v_blocks_architecture_diagram" USING btree ("_path");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "_pages_v_rels" USING btree ("pages_id");`)

  // The media-usage rebuild that ran here moved to contact_form_aside, the latest migration to
  // change a table it reads (it reads documents through the current config).
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_code_tabs_samples" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_code_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_split_feature_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_split_feature" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_compliance_badges_marks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_compliance_badges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_related_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_architecture_diagram_lanes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_architecture_diagram_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_architecture_diagram" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_code_tabs_samples" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_code_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_split_feature_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_split_feature" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_compliance_badges_marks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_compliance_badges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_related_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_architecture_diagram_lanes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_architecture_diagram_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_architecture_diagram" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_code_tabs_samples" CASCADE;
  DROP TABLE "pages_blocks_code_tabs" CASCADE;
  DROP TABLE "pages_blocks_split_feature_points" CASCADE;
  DROP TABLE "pages_blocks_split_feature" CASCADE;
  DROP TABLE "pages_blocks_compliance_badges_marks" CASCADE;
  DROP TABLE "pages_blocks_compliance_badges" CASCADE;
  DROP TABLE "pages_blocks_related_products" CASCADE;
  DROP TABLE "pages_blocks_architecture_diagram_lanes" CASCADE;
  DROP TABLE "pages_blocks_architecture_diagram_steps" CASCADE;
  DROP TABLE "pages_blocks_architecture_diagram" CASCADE;
  DROP TABLE "_pages_v_blocks_code_tabs_samples" CASCADE;
  DROP TABLE "_pages_v_blocks_code_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_split_feature_points" CASCADE;
  DROP TABLE "_pages_v_blocks_split_feature" CASCADE;
  DROP TABLE "_pages_v_blocks_compliance_badges_marks" CASCADE;
  DROP TABLE "_pages_v_blocks_compliance_badges" CASCADE;
  DROP TABLE "_pages_v_blocks_related_products" CASCADE;
  DROP TABLE "_pages_v_blocks_architecture_diagram_lanes" CASCADE;
  DROP TABLE "_pages_v_blocks_architecture_diagram_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_architecture_diagram" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_pages_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_pages_fk";
  
  DROP INDEX "pages_rels_pages_id_idx";
  DROP INDEX "_pages_v_rels_pages_id_idx";
  ALTER TABLE "pages_blocks_stats" DROP COLUMN "footnote";
  ALTER TABLE "pages_rels" DROP COLUMN "pages_id";
  ALTER TABLE "_pages_v_blocks_stats" DROP COLUMN "footnote";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "pages_id";
  DROP TYPE "public"."enum_pages_blocks_code_tabs_samples_language";
  DROP TYPE "public"."enum_pages_blocks_split_feature_visual";
  DROP TYPE "public"."enum_pages_blocks_split_feature_side";
  DROP TYPE "public"."enum_pages_blocks_compliance_badges_marks";
  DROP TYPE "public"."enum_pages_blocks_architecture_diagram_steps_marking";
  DROP TYPE "public"."enum__pages_v_blocks_code_tabs_samples_language";
  DROP TYPE "public"."enum__pages_v_blocks_split_feature_visual";
  DROP TYPE "public"."enum__pages_v_blocks_split_feature_side";
  DROP TYPE "public"."enum__pages_v_blocks_compliance_badges_marks";
  DROP TYPE "public"."enum__pages_v_blocks_architecture_diagram_steps_marking";`)
}
