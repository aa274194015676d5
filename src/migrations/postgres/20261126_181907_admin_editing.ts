import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { nameUnnamedUsers } from '../../cms/auth/userName'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_header_nav_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__header_nav_v_blocks_nav_list_items_icon" AS ENUM('relay', 'functions', 'enclaves', 'pci', 'shield', 'scan', 'card', 'lock', 'token', 'search', 'wallet', 'bank', 'user', 'health', 'key', 'file', 'book', 'changelog', 'video', 'paper', 'code', 'arrows', 'sparkle');
  CREATE TYPE "public"."enum__header_nav_v_blocks_nav_list_items_action" AS ENUM('link', 'registerInterest');
  CREATE TYPE "public"."enum__header_nav_v_blocks_nav_list_items_dialog_icon" AS ENUM('relay', 'functions', 'enclaves', 'pci', 'shield', 'scan', 'card', 'lock', 'token', 'search', 'wallet', 'bank', 'user', 'health', 'key', 'file', 'book', 'changelog', 'video', 'paper', 'code', 'arrows', 'sparkle');
  CREATE TYPE "public"."enum__header_nav_v_blocks_nav_list_variant" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__header_nav_v_blocks_nav_list_featured_icon" AS ENUM('relay', 'functions', 'enclaves', 'pci', 'shield', 'scan', 'card', 'lock', 'token', 'search', 'wallet', 'bank', 'user', 'health', 'key', 'file', 'book', 'changelog', 'video', 'paper', 'code', 'arrows', 'sparkle');
  CREATE TYPE "public"."enum__header_nav_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_footer_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_banner_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banner_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_brand_name" varchar DEFAULT 'Cipherwell',
  	"version_docs_url" varchar,
  	"version_api_reference_url" varchar,
  	"version_login_url" varchar,
  	"version_status_page_url" varchar,
  	"version_status_json_url" varchar,
  	"version_talk_to_expert_url" varchar DEFAULT '/contact',
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_header_nav_v_blocks_nav_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"icon" "enum__header_nav_v_blocks_nav_list_items_icon",
  	"action" "enum__header_nav_v_blocks_nav_list_items_action" DEFAULT 'link',
  	"href" varchar,
  	"dialog_title" varchar,
  	"dialog_text" varchar,
  	"dialog_topic" varchar,
  	"dialog_icon" "enum__header_nav_v_blocks_nav_list_items_dialog_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_nav_v_blocks_nav_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"variant" "enum__header_nav_v_blocks_nav_list_variant" DEFAULT 'primary',
  	"featured_href" varchar,
  	"featured_title" varchar,
  	"featured_text" varchar,
  	"featured_icon" "enum__header_nav_v_blocks_nav_list_featured_icon",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_header_nav_v_blocks_nav_webinar" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Featured webinar',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_header_nav_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_nav_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__header_nav_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_footer_v_version_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__footer_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_banner_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_enabled" boolean DEFAULT false,
  	"version_text" varchar,
  	"version_link_label" varchar,
  	"version_link_href" varchar,
  	"version__status" "enum__banner_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "site_settings" ALTER COLUMN "brand_name" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "docs_url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "api_reference_url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "login_url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "status_page_url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "talk_to_expert_url" DROP NOT NULL;
  ALTER TABLE "header_nav_blocks_nav_list_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "header_nav_blocks_nav_list_items" ALTER COLUMN "action" DROP NOT NULL;
  ALTER TABLE "header_nav_blocks_nav_list" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "header_nav_blocks_nav_webinar" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "header_nav_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "footer_columns_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "footer_columns_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "footer_columns" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "footer_badges" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "footer_badges" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_posts_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "users" ADD COLUMN "name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "header_nav" ADD COLUMN "_status" "enum_header_nav_status" DEFAULT 'draft';
  ALTER TABLE "footer" ADD COLUMN "_status" "enum_footer_status" DEFAULT 'draft';
  ALTER TABLE "banner" ADD COLUMN "_status" "enum_banner_status" DEFAULT 'draft';
  ALTER TABLE "_header_nav_v_blocks_nav_list_items" ADD CONSTRAINT "_header_nav_v_blocks_nav_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_nav_v_blocks_nav_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_nav_v_blocks_nav_list" ADD CONSTRAINT "_header_nav_v_blocks_nav_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_nav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_nav_v_blocks_nav_webinar" ADD CONSTRAINT "_header_nav_v_blocks_nav_webinar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_nav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_nav_v_version_items" ADD CONSTRAINT "_header_nav_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_nav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns_links" ADD CONSTRAINT "_footer_v_version_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v_version_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns" ADD CONSTRAINT "_footer_v_version_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_badges" ADD CONSTRAINT "_footer_v_version_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_header_nav_v_blocks_nav_list_items_order_idx" ON "_header_nav_v_blocks_nav_list_items" USING btree ("_order");
  CREATE INDEX "_header_nav_v_blocks_nav_list_items_parent_id_idx" ON "_header_nav_v_blocks_nav_list_items" USING btree ("_parent_id");
  CREATE INDEX "_header_nav_v_blocks_nav_list_order_idx" ON "_header_nav_v_blocks_nav_list" USING btree ("_order");
  CREATE INDEX "_header_nav_v_blocks_nav_list_parent_id_idx" ON "_header_nav_v_blocks_nav_list" USING btree ("_parent_id");
  CREATE INDEX "_header_nav_v_blocks_nav_list_path_idx" ON "_header_nav_v_blocks_nav_list" USING btree ("_path");
  CREATE INDEX "_header_nav_v_blocks_nav_webinar_order_idx" ON "_header_nav_v_blocks_nav_webinar" USING btree ("_order");
  CREATE INDEX "_header_nav_v_blocks_nav_webinar_parent_id_idx" ON "_header_nav_v_blocks_nav_webinar" USING btree ("_parent_id");
  CREATE INDEX "_header_nav_v_blocks_nav_webinar_path_idx" ON "_header_nav_v_blocks_nav_webinar" USING btree ("_path");
  CREATE INDEX "_header_nav_v_version_items_order_idx" ON "_header_nav_v_version_items" USING btree ("_order");
  CREATE INDEX "_header_nav_v_version_items_parent_id_idx" ON "_header_nav_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_header_nav_v_version_version__status_idx" ON "_header_nav_v" USING btree ("version__status");
  CREATE INDEX "_header_nav_v_created_at_idx" ON "_header_nav_v" USING btree ("created_at");
  CREATE INDEX "_header_nav_v_updated_at_idx" ON "_header_nav_v" USING btree ("updated_at");
  CREATE INDEX "_header_nav_v_latest_idx" ON "_header_nav_v" USING btree ("latest");
  CREATE INDEX "_footer_v_version_columns_links_order_idx" ON "_footer_v_version_columns_links" USING btree ("_order");
  CREATE INDEX "_footer_v_version_columns_links_parent_id_idx" ON "_footer_v_version_columns_links" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_columns_order_idx" ON "_footer_v_version_columns" USING btree ("_order");
  CREATE INDEX "_footer_v_version_columns_parent_id_idx" ON "_footer_v_version_columns" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_badges_order_idx" ON "_footer_v_version_badges" USING btree ("_order");
  CREATE INDEX "_footer_v_version_badges_parent_id_idx" ON "_footer_v_version_badges" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_version__status_idx" ON "_footer_v" USING btree ("version__status");
  CREATE INDEX "_footer_v_created_at_idx" ON "_footer_v" USING btree ("created_at");
  CREATE INDEX "_footer_v_updated_at_idx" ON "_footer_v" USING btree ("updated_at");
  CREATE INDEX "_footer_v_latest_idx" ON "_footer_v" USING btree ("latest");
  CREATE INDEX "_banner_v_version_version__status_idx" ON "_banner_v" USING btree ("version__status");
  CREATE INDEX "_banner_v_created_at_idx" ON "_banner_v" USING btree ("created_at");
  CREATE INDEX "_banner_v_updated_at_idx" ON "_banner_v" USING btree ("updated_at");
  CREATE INDEX "_banner_v_latest_idx" ON "_banner_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  CREATE INDEX "header_nav__status_idx" ON "header_nav" USING btree ("_status");
  CREATE INDEX "footer__status_idx" ON "footer" USING btree ("_status");
  CREATE INDEX "banner__status_idx" ON "banner" USING btree ("_status");`)
  // The globals gain drafts: what visitors saw until now stays published.
  await db.execute(sql`
   UPDATE "site_settings" SET "_status" = 'published';
   UPDATE "header_nav" SET "_status" = 'published';
   UPDATE "footer" SET "_status" = 'published';
   UPDATE "banner" SET "_status" = 'published';`)
  // Accounts made before users had a name are named after their address; they can change it.
  await nameUnnamedUsers(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_nav_v_blocks_nav_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_nav_v_blocks_nav_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_nav_v_blocks_nav_webinar" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_nav_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_nav_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_badges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banner_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_header_nav_v_blocks_nav_list_items" CASCADE;
  DROP TABLE "_header_nav_v_blocks_nav_list" CASCADE;
  DROP TABLE "_header_nav_v_blocks_nav_webinar" CASCADE;
  DROP TABLE "_header_nav_v_version_items" CASCADE;
  DROP TABLE "_header_nav_v" CASCADE;
  DROP TABLE "_footer_v_version_columns_links" CASCADE;
  DROP TABLE "_footer_v_version_columns" CASCADE;
  DROP TABLE "_footer_v_version_badges" CASCADE;
  DROP TABLE "_footer_v" CASCADE;
  DROP TABLE "_banner_v" CASCADE;
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "_posts_v_autosave_idx";
  DROP INDEX "site_settings__status_idx";
  DROP INDEX "header_nav__status_idx";
  DROP INDEX "footer__status_idx";
  DROP INDEX "banner__status_idx";
  ALTER TABLE "site_settings" ALTER COLUMN "brand_name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "docs_url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "api_reference_url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "login_url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "status_page_url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "talk_to_expert_url" SET NOT NULL;
  ALTER TABLE "header_nav_blocks_nav_list_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "header_nav_blocks_nav_list_items" ALTER COLUMN "action" SET NOT NULL;
  ALTER TABLE "header_nav_blocks_nav_list" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "header_nav_blocks_nav_webinar" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "header_nav_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "footer_columns_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "footer_columns_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "footer_columns" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "footer_badges" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "footer_badges" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_posts_v" DROP COLUMN "autosave";
  ALTER TABLE "users" DROP COLUMN "name";
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  ALTER TABLE "header_nav" DROP COLUMN "_status";
  ALTER TABLE "footer" DROP COLUMN "_status";
  ALTER TABLE "banner" DROP COLUMN "_status";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum_header_nav_status";
  DROP TYPE "public"."enum__header_nav_v_blocks_nav_list_items_icon";
  DROP TYPE "public"."enum__header_nav_v_blocks_nav_list_items_action";
  DROP TYPE "public"."enum__header_nav_v_blocks_nav_list_items_dialog_icon";
  DROP TYPE "public"."enum__header_nav_v_blocks_nav_list_variant";
  DROP TYPE "public"."enum__header_nav_v_blocks_nav_list_featured_icon";
  DROP TYPE "public"."enum__header_nav_v_version_status";
  DROP TYPE "public"."enum_footer_status";
  DROP TYPE "public"."enum__footer_v_version_status";
  DROP TYPE "public"."enum_banner_status";
  DROP TYPE "public"."enum__banner_v_version_status";`)
}
