import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'


export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_primary_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_hero_secondary_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_feature_grid_features_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_pricing_table_plans_cta_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_cta_primary_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_cta_secondary_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_split_feature_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_compliance_badges_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_primary_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_secondary_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_grid_features_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_pricing_table_plans_cta_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_cta_primary_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_cta_secondary_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_split_feature_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_compliance_badges_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_webinars_registration_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_webinars_recording_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__webinars_v_version_registration_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__webinars_v_version_recording_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_site_settings_docs_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_site_settings_api_reference_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_site_settings_login_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_site_settings_status_page_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_site_settings_talk_to_expert_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__site_settings_v_version_docs_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__site_settings_v_version_api_reference_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__site_settings_v_version_login_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__site_settings_v_version_status_page_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__site_settings_v_version_talk_to_expert_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_header_nav_blocks_nav_list_items_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_header_nav_blocks_nav_list_featured_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_header_nav_items_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__header_nav_v_blocks_nav_list_items_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__header_nav_v_blocks_nav_list_featured_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__header_nav_v_version_items_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_footer_columns_links_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_footer_badges_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__footer_v_version_columns_links_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__footer_v_version_badges_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_banner_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__banner_v_version_link_type" AS ENUM('reference', 'custom');
  CREATE TABLE "webinars_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"changelog_id" integer,
  	"webinars_id" integer,
  	"papers_id" integer,
  	"customers_id" integer,
  	"jobs_id" integer,
  	"legal_id" integer
  );
  
  CREATE TABLE "_webinars_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"changelog_id" integer,
  	"webinars_id" integer,
  	"papers_id" integer,
  	"customers_id" integer,
  	"jobs_id" integer,
  	"legal_id" integer
  );
  
  CREATE TABLE "site_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"changelog_id" integer,
  	"webinars_id" integer,
  	"papers_id" integer,
  	"customers_id" integer,
  	"jobs_id" integer,
  	"legal_id" integer
  );
  
  CREATE TABLE "_site_settings_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"changelog_id" integer,
  	"webinars_id" integer,
  	"papers_id" integer,
  	"customers_id" integer,
  	"jobs_id" integer,
  	"legal_id" integer
  );
  
  CREATE TABLE "header_nav_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"changelog_id" integer,
  	"webinars_id" integer,
  	"papers_id" integer,
  	"customers_id" integer,
  	"jobs_id" integer,
  	"legal_id" integer
  );
  
  CREATE TABLE "_header_nav_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"changelog_id" integer,
  	"webinars_id" integer,
  	"papers_id" integer,
  	"customers_id" integer,
  	"jobs_id" integer,
  	"legal_id" integer
  );
  
  CREATE TABLE "footer_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"changelog_id" integer,
  	"webinars_id" integer,
  	"papers_id" integer,
  	"customers_id" integer,
  	"jobs_id" integer,
  	"legal_id" integer
  );
  
  CREATE TABLE "_footer_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"changelog_id" integer,
  	"webinars_id" integer,
  	"papers_id" integer,
  	"customers_id" integer,
  	"jobs_id" integer,
  	"legal_id" integer
  );
  
  CREATE TABLE "banner_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"changelog_id" integer,
  	"webinars_id" integer,
  	"papers_id" integer,
  	"customers_id" integer,
  	"jobs_id" integer,
  	"legal_id" integer
  );
  
  CREATE TABLE "_banner_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"changelog_id" integer,
  	"webinars_id" integer,
  	"papers_id" integer,
  	"customers_id" integer,
  	"jobs_id" integer,
  	"legal_id" integer
  );
  
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "primary_type" "enum_pages_blocks_hero_primary_type" DEFAULT 'reference';
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "secondary_type" "enum_pages_blocks_hero_secondary_type" DEFAULT 'reference';
  ALTER TABLE "pages_blocks_feature_grid_features" ADD COLUMN "link_type" "enum_pages_blocks_feature_grid_features_link_type" DEFAULT 'reference';
  ALTER TABLE "pages_blocks_feature_grid_features" ADD COLUMN "link_href" varchar;
  ALTER TABLE "pages_blocks_pricing_table_plans" ADD COLUMN "cta_type" "enum_pages_blocks_pricing_table_plans_cta_type" DEFAULT 'reference';
  ALTER TABLE "pages_blocks_cta" ADD COLUMN "primary_type" "enum_pages_blocks_cta_primary_type" DEFAULT 'reference';
  ALTER TABLE "pages_blocks_cta" ADD COLUMN "secondary_type" "enum_pages_blocks_cta_secondary_type" DEFAULT 'reference';
  ALTER TABLE "pages_blocks_split_feature" ADD COLUMN "link_type" "enum_pages_blocks_split_feature_link_type" DEFAULT 'reference';
  ALTER TABLE "pages_blocks_compliance_badges" ADD COLUMN "link_type" "enum_pages_blocks_compliance_badges_link_type" DEFAULT 'reference';
  ALTER TABLE "pages_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "changelog_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "webinars_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "papers_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "jobs_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "legal_id" integer;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "primary_type" "enum__pages_v_blocks_hero_primary_type" DEFAULT 'reference';
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "secondary_type" "enum__pages_v_blocks_hero_secondary_type" DEFAULT 'reference';
  ALTER TABLE "_pages_v_blocks_feature_grid_features" ADD COLUMN "link_type" "enum__pages_v_blocks_feature_grid_features_link_type" DEFAULT 'reference';
  ALTER TABLE "_pages_v_blocks_feature_grid_features" ADD COLUMN "link_href" varchar;
  ALTER TABLE "_pages_v_blocks_pricing_table_plans" ADD COLUMN "cta_type" "enum__pages_v_blocks_pricing_table_plans_cta_type" DEFAULT 'reference';
  ALTER TABLE "_pages_v_blocks_cta" ADD COLUMN "primary_type" "enum__pages_v_blocks_cta_primary_type" DEFAULT 'reference';
  ALTER TABLE "_pages_v_blocks_cta" ADD COLUMN "secondary_type" "enum__pages_v_blocks_cta_secondary_type" DEFAULT 'reference';
  ALTER TABLE "_pages_v_blocks_split_feature" ADD COLUMN "link_type" "enum__pages_v_blocks_split_feature_link_type" DEFAULT 'reference';
  ALTER TABLE "_pages_v_blocks_compliance_badges" ADD COLUMN "link_type" "enum__pages_v_blocks_compliance_badges_link_type" DEFAULT 'reference';
  ALTER TABLE "_pages_v_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "changelog_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "webinars_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "papers_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "jobs_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "legal_id" integer;
  ALTER TABLE "webinars" ADD COLUMN "registration_type" "enum_webinars_registration_type" DEFAULT 'custom';
  ALTER TABLE "webinars" ADD COLUMN "registration_href" varchar;
  ALTER TABLE "webinars" ADD COLUMN "recording_type" "enum_webinars_recording_type" DEFAULT 'custom';
  ALTER TABLE "webinars" ADD COLUMN "recording_href" varchar;
  ALTER TABLE "_webinars_v" ADD COLUMN "version_registration_type" "enum__webinars_v_version_registration_type" DEFAULT 'custom';
  ALTER TABLE "_webinars_v" ADD COLUMN "version_registration_href" varchar;
  ALTER TABLE "_webinars_v" ADD COLUMN "version_recording_type" "enum__webinars_v_version_recording_type" DEFAULT 'custom';
  ALTER TABLE "_webinars_v" ADD COLUMN "version_recording_href" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "docs_type" "enum_site_settings_docs_type" DEFAULT 'custom';
  ALTER TABLE "site_settings" ADD COLUMN "docs_href" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "api_reference_type" "enum_site_settings_api_reference_type" DEFAULT 'custom';
  ALTER TABLE "site_settings" ADD COLUMN "api_reference_href" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "login_type" "enum_site_settings_login_type" DEFAULT 'custom';
  ALTER TABLE "site_settings" ADD COLUMN "login_href" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "status_page_type" "enum_site_settings_status_page_type" DEFAULT 'custom';
  ALTER TABLE "site_settings" ADD COLUMN "status_page_href" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "talk_to_expert_type" "enum_site_settings_talk_to_expert_type" DEFAULT 'custom';
  ALTER TABLE "site_settings" ADD COLUMN "talk_to_expert_href" varchar DEFAULT '/contact';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_docs_type" "enum__site_settings_v_version_docs_type" DEFAULT 'custom';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_docs_href" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_api_reference_type" "enum__site_settings_v_version_api_reference_type" DEFAULT 'custom';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_api_reference_href" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_login_type" "enum__site_settings_v_version_login_type" DEFAULT 'custom';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_login_href" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_status_page_type" "enum__site_settings_v_version_status_page_type" DEFAULT 'custom';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_status_page_href" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_talk_to_expert_type" "enum__site_settings_v_version_talk_to_expert_type" DEFAULT 'custom';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_talk_to_expert_href" varchar DEFAULT '/contact';
  ALTER TABLE "header_nav_blocks_nav_list_items" ADD COLUMN "link_type" "enum_header_nav_blocks_nav_list_items_link_type" DEFAULT 'reference';
  ALTER TABLE "header_nav_blocks_nav_list_items" ADD COLUMN "link_href" varchar;
  ALTER TABLE "header_nav_blocks_nav_list" ADD COLUMN "featured_link_type" "enum_header_nav_blocks_nav_list_featured_link_type" DEFAULT 'reference';
  ALTER TABLE "header_nav_blocks_nav_list" ADD COLUMN "featured_link_href" varchar;
  ALTER TABLE "header_nav_items" ADD COLUMN "link_type" "enum_header_nav_items_link_type" DEFAULT 'reference';
  ALTER TABLE "header_nav_items" ADD COLUMN "link_href" varchar;
  ALTER TABLE "_header_nav_v_blocks_nav_list_items" ADD COLUMN "link_type" "enum__header_nav_v_blocks_nav_list_items_link_type" DEFAULT 'reference';
  ALTER TABLE "_header_nav_v_blocks_nav_list_items" ADD COLUMN "link_href" varchar;
  ALTER TABLE "_header_nav_v_blocks_nav_list" ADD COLUMN "featured_link_type" "enum__header_nav_v_blocks_nav_list_featured_link_type" DEFAULT 'reference';
  ALTER TABLE "_header_nav_v_blocks_nav_list" ADD COLUMN "featured_link_href" varchar;
  ALTER TABLE "_header_nav_v_version_items" ADD COLUMN "link_type" "enum__header_nav_v_version_items_link_type" DEFAULT 'reference';
  ALTER TABLE "_header_nav_v_version_items" ADD COLUMN "link_href" varchar;
  ALTER TABLE "footer_columns_links" ADD COLUMN "link_type" "enum_footer_columns_links_link_type" DEFAULT 'reference';
  ALTER TABLE "footer_columns_links" ADD COLUMN "link_href" varchar;
  ALTER TABLE "footer_badges" ADD COLUMN "link_type" "enum_footer_badges_link_type" DEFAULT 'reference';
  ALTER TABLE "footer_badges" ADD COLUMN "link_href" varchar;
  ALTER TABLE "_footer_v_version_columns_links" ADD COLUMN "link_type" "enum__footer_v_version_columns_links_link_type" DEFAULT 'reference';
  ALTER TABLE "_footer_v_version_columns_links" ADD COLUMN "link_href" varchar;
  ALTER TABLE "_footer_v_version_badges" ADD COLUMN "link_type" "enum__footer_v_version_badges_link_type" DEFAULT 'reference';
  ALTER TABLE "_footer_v_version_badges" ADD COLUMN "link_href" varchar;
  ALTER TABLE "banner" ADD COLUMN "link_type" "enum_banner_link_type" DEFAULT 'reference';
  ALTER TABLE "_banner_v" ADD COLUMN "version_link_type" "enum__banner_v_version_link_type" DEFAULT 'reference';
  ALTER TABLE "webinars_rels" ADD CONSTRAINT "webinars_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webinars_rels" ADD CONSTRAINT "webinars_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webinars_rels" ADD CONSTRAINT "webinars_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webinars_rels" ADD CONSTRAINT "webinars_rels_changelog_fk" FOREIGN KEY ("changelog_id") REFERENCES "public"."changelog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webinars_rels" ADD CONSTRAINT "webinars_rels_webinars_fk" FOREIGN KEY ("webinars_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webinars_rels" ADD CONSTRAINT "webinars_rels_papers_fk" FOREIGN KEY ("papers_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webinars_rels" ADD CONSTRAINT "webinars_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webinars_rels" ADD CONSTRAINT "webinars_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webinars_rels" ADD CONSTRAINT "webinars_rels_legal_fk" FOREIGN KEY ("legal_id") REFERENCES "public"."legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_webinars_v_rels" ADD CONSTRAINT "_webinars_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_webinars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_webinars_v_rels" ADD CONSTRAINT "_webinars_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_webinars_v_rels" ADD CONSTRAINT "_webinars_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_webinars_v_rels" ADD CONSTRAINT "_webinars_v_rels_changelog_fk" FOREIGN KEY ("changelog_id") REFERENCES "public"."changelog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_webinars_v_rels" ADD CONSTRAINT "_webinars_v_rels_webinars_fk" FOREIGN KEY ("webinars_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_webinars_v_rels" ADD CONSTRAINT "_webinars_v_rels_papers_fk" FOREIGN KEY ("papers_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_webinars_v_rels" ADD CONSTRAINT "_webinars_v_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_webinars_v_rels" ADD CONSTRAINT "_webinars_v_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_webinars_v_rels" ADD CONSTRAINT "_webinars_v_rels_legal_fk" FOREIGN KEY ("legal_id") REFERENCES "public"."legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_changelog_fk" FOREIGN KEY ("changelog_id") REFERENCES "public"."changelog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_webinars_fk" FOREIGN KEY ("webinars_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_papers_fk" FOREIGN KEY ("papers_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_legal_fk" FOREIGN KEY ("legal_id") REFERENCES "public"."legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_rels" ADD CONSTRAINT "_site_settings_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_rels" ADD CONSTRAINT "_site_settings_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_rels" ADD CONSTRAINT "_site_settings_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_rels" ADD CONSTRAINT "_site_settings_v_rels_changelog_fk" FOREIGN KEY ("changelog_id") REFERENCES "public"."changelog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_rels" ADD CONSTRAINT "_site_settings_v_rels_webinars_fk" FOREIGN KEY ("webinars_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_rels" ADD CONSTRAINT "_site_settings_v_rels_papers_fk" FOREIGN KEY ("papers_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_rels" ADD CONSTRAINT "_site_settings_v_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_rels" ADD CONSTRAINT "_site_settings_v_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_rels" ADD CONSTRAINT "_site_settings_v_rels_legal_fk" FOREIGN KEY ("legal_id") REFERENCES "public"."legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_rels" ADD CONSTRAINT "header_nav_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."header_nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_rels" ADD CONSTRAINT "header_nav_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_rels" ADD CONSTRAINT "header_nav_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_rels" ADD CONSTRAINT "header_nav_rels_changelog_fk" FOREIGN KEY ("changelog_id") REFERENCES "public"."changelog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_rels" ADD CONSTRAINT "header_nav_rels_webinars_fk" FOREIGN KEY ("webinars_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_rels" ADD CONSTRAINT "header_nav_rels_papers_fk" FOREIGN KEY ("papers_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_rels" ADD CONSTRAINT "header_nav_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_rels" ADD CONSTRAINT "header_nav_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_rels" ADD CONSTRAINT "header_nav_rels_legal_fk" FOREIGN KEY ("legal_id") REFERENCES "public"."legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_nav_v_rels" ADD CONSTRAINT "_header_nav_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_header_nav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_nav_v_rels" ADD CONSTRAINT "_header_nav_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_nav_v_rels" ADD CONSTRAINT "_header_nav_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_nav_v_rels" ADD CONSTRAINT "_header_nav_v_rels_changelog_fk" FOREIGN KEY ("changelog_id") REFERENCES "public"."changelog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_nav_v_rels" ADD CONSTRAINT "_header_nav_v_rels_webinars_fk" FOREIGN KEY ("webinars_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_nav_v_rels" ADD CONSTRAINT "_header_nav_v_rels_papers_fk" FOREIGN KEY ("papers_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_nav_v_rels" ADD CONSTRAINT "_header_nav_v_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_nav_v_rels" ADD CONSTRAINT "_header_nav_v_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_nav_v_rels" ADD CONSTRAINT "_header_nav_v_rels_legal_fk" FOREIGN KEY ("legal_id") REFERENCES "public"."legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_changelog_fk" FOREIGN KEY ("changelog_id") REFERENCES "public"."changelog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_webinars_fk" FOREIGN KEY ("webinars_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_papers_fk" FOREIGN KEY ("papers_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_legal_fk" FOREIGN KEY ("legal_id") REFERENCES "public"."legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_changelog_fk" FOREIGN KEY ("changelog_id") REFERENCES "public"."changelog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_webinars_fk" FOREIGN KEY ("webinars_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_papers_fk" FOREIGN KEY ("papers_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_legal_fk" FOREIGN KEY ("legal_id") REFERENCES "public"."legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banner_rels" ADD CONSTRAINT "banner_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banner_rels" ADD CONSTRAINT "banner_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banner_rels" ADD CONSTRAINT "banner_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banner_rels" ADD CONSTRAINT "banner_rels_changelog_fk" FOREIGN KEY ("changelog_id") REFERENCES "public"."changelog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banner_rels" ADD CONSTRAINT "banner_rels_webinars_fk" FOREIGN KEY ("webinars_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banner_rels" ADD CONSTRAINT "banner_rels_papers_fk" FOREIGN KEY ("papers_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banner_rels" ADD CONSTRAINT "banner_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banner_rels" ADD CONSTRAINT "banner_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banner_rels" ADD CONSTRAINT "banner_rels_legal_fk" FOREIGN KEY ("legal_id") REFERENCES "public"."legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banner_v_rels" ADD CONSTRAINT "_banner_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_banner_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banner_v_rels" ADD CONSTRAINT "_banner_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banner_v_rels" ADD CONSTRAINT "_banner_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banner_v_rels" ADD CONSTRAINT "_banner_v_rels_changelog_fk" FOREIGN KEY ("changelog_id") REFERENCES "public"."changelog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banner_v_rels" ADD CONSTRAINT "_banner_v_rels_webinars_fk" FOREIGN KEY ("webinars_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banner_v_rels" ADD CONSTRAINT "_banner_v_rels_papers_fk" FOREIGN KEY ("papers_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banner_v_rels" ADD CONSTRAINT "_banner_v_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banner_v_rels" ADD CONSTRAINT "_banner_v_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banner_v_rels" ADD CONSTRAINT "_banner_v_rels_legal_fk" FOREIGN KEY ("legal_id") REFERENCES "public"."legal"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "webinars_rels_order_idx" ON "webinars_rels" USING btree ("order");
  CREATE INDEX "webinars_rels_parent_idx" ON "webinars_rels" USING btree ("parent_id");
  CREATE INDEX "webinars_rels_path_idx" ON "webinars_rels" USING btree ("path");
  CREATE INDEX "webinars_rels_pages_id_idx" ON "webinars_rels" USING btree ("pages_id");
  CREATE INDEX "webinars_rels_posts_id_idx" ON "webinars_rels" USING btree ("posts_id");
  CREATE INDEX "webinars_rels_changelog_id_idx" ON "webinars_rels" USING btree ("changelog_id");
  CREATE INDEX "webinars_rels_webinars_id_idx" ON "webinars_rels" USING btree ("webinars_id");
  CREATE INDEX "webinars_rels_papers_id_idx" ON "webinars_rels" USING btree ("papers_id");
  CREATE INDEX "webinars_rels_customers_id_idx" ON "webinars_rels" USING btree ("customers_id");
  CREATE INDEX "webinars_rels_jobs_id_idx" ON "webinars_rels" USING btree ("jobs_id");
  CREATE INDEX "webinars_rels_legal_id_idx" ON "webinars_rels" USING btree ("legal_id");
  CREATE INDEX "_webinars_v_rels_order_idx" ON "_webinars_v_rels" USING btree ("order");
  CREATE INDEX "_webinars_v_rels_parent_idx" ON "_webinars_v_rels" USING btree ("parent_id");
  CREATE INDEX "_webinars_v_rels_path_idx" ON "_webinars_v_rels" USING btree ("path");
  CREATE INDEX "_webinars_v_rels_pages_id_idx" ON "_webinars_v_rels" USING btree ("pages_id");
  CREATE INDEX "_webinars_v_rels_posts_id_idx" ON "_webinars_v_rels" USING btree ("posts_id");
  CREATE INDEX "_webinars_v_rels_changelog_id_idx" ON "_webinars_v_rels" USING btree ("changelog_id");
  CREATE INDEX "_webinars_v_rels_webinars_id_idx" ON "_webinars_v_rels" USING btree ("webinars_id");
  CREATE INDEX "_webinars_v_rels_papers_id_idx" ON "_webinars_v_rels" USING btree ("papers_id");
  CREATE INDEX "_webinars_v_rels_customers_id_idx" ON "_webinars_v_rels" USING btree ("customers_id");
  CREATE INDEX "_webinars_v_rels_jobs_id_idx" ON "_webinars_v_rels" USING btree ("jobs_id");
  CREATE INDEX "_webinars_v_rels_legal_id_idx" ON "_webinars_v_rels" USING btree ("legal_id");
  CREATE INDEX "site_settings_rels_order_idx" ON "site_settings_rels" USING btree ("order");
  CREATE INDEX "site_settings_rels_parent_idx" ON "site_settings_rels" USING btree ("parent_id");
  CREATE INDEX "site_settings_rels_path_idx" ON "site_settings_rels" USING btree ("path");
  CREATE INDEX "site_settings_rels_pages_id_idx" ON "site_settings_rels" USING btree ("pages_id");
  CREATE INDEX "site_settings_rels_posts_id_idx" ON "site_settings_rels" USING btree ("posts_id");
  CREATE INDEX "site_settings_rels_changelog_id_idx" ON "site_settings_rels" USING btree ("changelog_id");
  CREATE INDEX "site_settings_rels_webinars_id_idx" ON "site_settings_rels" USING btree ("webinars_id");
  CREATE INDEX "site_settings_rels_papers_id_idx" ON "site_settings_rels" USING btree ("papers_id");
  CREATE INDEX "site_settings_rels_customers_id_idx" ON "site_settings_rels" USING btree ("customers_id");
  CREATE INDEX "site_settings_rels_jobs_id_idx" ON "site_settings_rels" USING btree ("jobs_id");
  CREATE INDEX "site_settings_rels_legal_id_idx" ON "site_settings_rels" USING btree ("legal_id");
  CREATE INDEX "_site_settings_v_rels_order_idx" ON "_site_settings_v_rels" USING btree ("order");
  CREATE INDEX "_site_settings_v_rels_parent_idx" ON "_site_settings_v_rels" USING btree ("parent_id");
  CREATE INDEX "_site_settings_v_rels_path_idx" ON "_site_settings_v_rels" USING btree ("path");
  CREATE INDEX "_site_settings_v_rels_pages_id_idx" ON "_site_settings_v_rels" USING btree ("pages_id");
  CREATE INDEX "_site_settings_v_rels_posts_id_idx" ON "_site_settings_v_rels" USING btree ("posts_id");
  CREATE INDEX "_site_settings_v_rels_changelog_id_idx" ON "_site_settings_v_rels" USING btree ("changelog_id");
  CREATE INDEX "_site_settings_v_rels_webinars_id_idx" ON "_site_settings_v_rels" USING btree ("webinars_id");
  CREATE INDEX "_site_settings_v_rels_papers_id_idx" ON "_site_settings_v_rels" USING btree ("papers_id");
  CREATE INDEX "_site_settings_v_rels_customers_id_idx" ON "_site_settings_v_rels" USING btree ("customers_id");
  CREATE INDEX "_site_settings_v_rels_jobs_id_idx" ON "_site_settings_v_rels" USING btree ("jobs_id");
  CREATE INDEX "_site_settings_v_rels_legal_id_idx" ON "_site_settings_v_rels" USING btree ("legal_id");
  CREATE INDEX "header_nav_rels_order_idx" ON "header_nav_rels" USING btree ("order");
  CREATE INDEX "header_nav_rels_parent_idx" ON "header_nav_rels" USING btree ("parent_id");
  CREATE INDEX "header_nav_rels_path_idx" ON "header_nav_rels" USING btree ("path");
  CREATE INDEX "header_nav_rels_pages_id_idx" ON "header_nav_rels" USING btree ("pages_id");
  CREATE INDEX "header_nav_rels_posts_id_idx" ON "header_nav_rels" USING btree ("posts_id");
  CREATE INDEX "header_nav_rels_changelog_id_idx" ON "header_nav_rels" USING btree ("changelog_id");
  CREATE INDEX "header_nav_rels_webinars_id_idx" ON "header_nav_rels" USING btree ("webinars_id");
  CREATE INDEX "header_nav_rels_papers_id_idx" ON "header_nav_rels" USING btree ("papers_id");
  CREATE INDEX "header_nav_rels_customers_id_idx" ON "header_nav_rels" USING btree ("customers_id");
  CREATE INDEX "header_nav_rels_jobs_id_idx" ON "header_nav_rels" USING btree ("jobs_id");
  CREATE INDEX "header_nav_rels_legal_id_idx" ON "header_nav_rels" USING btree ("legal_id");
  CREATE INDEX "_header_nav_v_rels_order_idx" ON "_header_nav_v_rels" USING btree ("order");
  CREATE INDEX "_header_nav_v_rels_parent_idx" ON "_header_nav_v_rels" USING btree ("parent_id");
  CREATE INDEX "_header_nav_v_rels_path_idx" ON "_header_nav_v_rels" USING btree ("path");
  CREATE INDEX "_header_nav_v_rels_pages_id_idx" ON "_header_nav_v_rels" USING btree ("pages_id");
  CREATE INDEX "_header_nav_v_rels_posts_id_idx" ON "_header_nav_v_rels" USING btree ("posts_id");
  CREATE INDEX "_header_nav_v_rels_changelog_id_idx" ON "_header_nav_v_rels" USING btree ("changelog_id");
  CREATE INDEX "_header_nav_v_rels_webinars_id_idx" ON "_header_nav_v_rels" USING btree ("webinars_id");
  CREATE INDEX "_header_nav_v_rels_papers_id_idx" ON "_header_nav_v_rels" USING btree ("papers_id");
  CREATE INDEX "_header_nav_v_rels_customers_id_idx" ON "_header_nav_v_rels" USING btree ("customers_id");
  CREATE INDEX "_header_nav_v_rels_jobs_id_idx" ON "_header_nav_v_rels" USING btree ("jobs_id");
  CREATE INDEX "_header_nav_v_rels_legal_id_idx" ON "_header_nav_v_rels" USING btree ("legal_id");
  CREATE INDEX "footer_rels_order_idx" ON "footer_rels" USING btree ("order");
  CREATE INDEX "footer_rels_parent_idx" ON "footer_rels" USING btree ("parent_id");
  CREATE INDEX "footer_rels_path_idx" ON "footer_rels" USING btree ("path");
  CREATE INDEX "footer_rels_pages_id_idx" ON "footer_rels" USING btree ("pages_id");
  CREATE INDEX "footer_rels_posts_id_idx" ON "footer_rels" USING btree ("posts_id");
  CREATE INDEX "footer_rels_changelog_id_idx" ON "footer_rels" USING btree ("changelog_id");
  CREATE INDEX "footer_rels_webinars_id_idx" ON "footer_rels" USING btree ("webinars_id");
  CREATE INDEX "footer_rels_papers_id_idx" ON "footer_rels" USING btree ("papers_id");
  CREATE INDEX "footer_rels_customers_id_idx" ON "footer_rels" USING btree ("customers_id");
  CREATE INDEX "footer_rels_jobs_id_idx" ON "footer_rels" USING btree ("jobs_id");
  CREATE INDEX "footer_rels_legal_id_idx" ON "footer_rels" USING btree ("legal_id");
  CREATE INDEX "_footer_v_rels_order_idx" ON "_footer_v_rels" USING btree ("order");
  CREATE INDEX "_footer_v_rels_parent_idx" ON "_footer_v_rels" USING btree ("parent_id");
  CREATE INDEX "_footer_v_rels_path_idx" ON "_footer_v_rels" USING btree ("path");
  CREATE INDEX "_footer_v_rels_pages_id_idx" ON "_footer_v_rels" USING btree ("pages_id");
  CREATE INDEX "_footer_v_rels_posts_id_idx" ON "_footer_v_rels" USING btree ("posts_id");
  CREATE INDEX "_footer_v_rels_changelog_id_idx" ON "_footer_v_rels" USING btree ("changelog_id");
  CREATE INDEX "_footer_v_rels_webinars_id_idx" ON "_footer_v_rels" USING btree ("webinars_id");
  CREATE INDEX "_footer_v_rels_papers_id_idx" ON "_footer_v_rels" USING btree ("papers_id");
  CREATE INDEX "_footer_v_rels_customers_id_idx" ON "_footer_v_rels" USING btree ("customers_id");
  CREATE INDEX "_footer_v_rels_jobs_id_idx" ON "_footer_v_rels" USING btree ("jobs_id");
  CREATE INDEX "_footer_v_rels_legal_id_idx" ON "_footer_v_rels" USING btree ("legal_id");
  CREATE INDEX "banner_rels_order_idx" ON "banner_rels" USING btree ("order");
  CREATE INDEX "banner_rels_parent_idx" ON "banner_rels" USING btree ("parent_id");
  CREATE INDEX "banner_rels_path_idx" ON "banner_rels" USING btree ("path");
  CREATE INDEX "banner_rels_pages_id_idx" ON "banner_rels" USING btree ("pages_id");
  CREATE INDEX "banner_rels_posts_id_idx" ON "banner_rels" USING btree ("posts_id");
  CREATE INDEX "banner_rels_changelog_id_idx" ON "banner_rels" USING btree ("changelog_id");
  CREATE INDEX "banner_rels_webinars_id_idx" ON "banner_rels" USING btree ("webinars_id");
  CREATE INDEX "banner_rels_papers_id_idx" ON "banner_rels" USING btree ("papers_id");
  CREATE INDEX "banner_rels_customers_id_idx" ON "banner_rels" USING btree ("customers_id");
  CREATE INDEX "banner_rels_jobs_id_idx" ON "banner_rels" USING btree ("jobs_id");
  CREATE INDEX "banner_rels_legal_id_idx" ON "banner_rels" USING btree ("legal_id");
  CREATE INDEX "_banner_v_rels_order_idx" ON "_banner_v_rels" USING btree ("order");
  CREATE INDEX "_banner_v_rels_parent_idx" ON "_banner_v_rels" USING btree ("parent_id");
  CREATE INDEX "_banner_v_rels_path_idx" ON "_banner_v_rels" USING btree ("path");
  CREATE INDEX "_banner_v_rels_pages_id_idx" ON "_banner_v_rels" USING btree ("pages_id");
  CREATE INDEX "_banner_v_rels_posts_id_idx" ON "_banner_v_rels" USING btree ("posts_id");
  CREATE INDEX "_banner_v_rels_changelog_id_idx" ON "_banner_v_rels" USING btree ("changelog_id");
  CREATE INDEX "_banner_v_rels_webinars_id_idx" ON "_banner_v_rels" USING btree ("webinars_id");
  CREATE INDEX "_banner_v_rels_papers_id_idx" ON "_banner_v_rels" USING btree ("papers_id");
  CREATE INDEX "_banner_v_rels_customers_id_idx" ON "_banner_v_rels" USING btree ("customers_id");
  CREATE INDEX "_banner_v_rels_jobs_id_idx" ON "_banner_v_rels" USING btree ("jobs_id");
  CREATE INDEX "_banner_v_rels_legal_id_idx" ON "_banner_v_rels" USING btree ("legal_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_changelog_fk" FOREIGN KEY ("changelog_id") REFERENCES "public"."changelog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_webinars_fk" FOREIGN KEY ("webinars_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_papers_fk" FOREIGN KEY ("papers_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_legal_fk" FOREIGN KEY ("legal_id") REFERENCES "public"."legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_changelog_fk" FOREIGN KEY ("changelog_id") REFERENCES "public"."changelog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_webinars_fk" FOREIGN KEY ("webinars_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_papers_fk" FOREIGN KEY ("papers_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_legal_fk" FOREIGN KEY ("legal_id") REFERENCES "public"."legal"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_posts_id_idx" ON "pages_rels" USING btree ("posts_id");
  CREATE INDEX "pages_rels_changelog_id_idx" ON "pages_rels" USING btree ("changelog_id");
  CREATE INDEX "pages_rels_webinars_id_idx" ON "pages_rels" USING btree ("webinars_id");
  CREATE INDEX "pages_rels_papers_id_idx" ON "pages_rels" USING btree ("papers_id");
  CREATE INDEX "pages_rels_jobs_id_idx" ON "pages_rels" USING btree ("jobs_id");
  CREATE INDEX "pages_rels_legal_id_idx" ON "pages_rels" USING btree ("legal_id");
  CREATE INDEX "_pages_v_rels_posts_id_idx" ON "_pages_v_rels" USING btree ("posts_id");
  CREATE INDEX "_pages_v_rels_changelog_id_idx" ON "_pages_v_rels" USING btree ("changelog_id");
  CREATE INDEX "_pages_v_rels_webinars_id_idx" ON "_pages_v_rels" USING btree ("webinars_id");
  CREATE INDEX "_pages_v_rels_papers_id_idx" ON "_pages_v_rels" USING btree ("papers_id");
  CREATE INDEX "_pages_v_rels_jobs_id_idx" ON "_pages_v_rels" USING btree ("jobs_id");
  CREATE INDEX "_pages_v_rels_legal_id_idx" ON "_pages_v_rels" USING btree ("legal_id");
  UPDATE "pages_blocks_hero" SET "primary_type" = 'custom';
  UPDATE "pages_blocks_hero" SET "secondary_type" = 'custom';
  UPDATE "pages_blocks_feature_grid_features" SET "link_type" = 'custom';
  UPDATE "pages_blocks_pricing_table_plans" SET "cta_type" = 'custom';
  UPDATE "pages_blocks_cta" SET "primary_type" = 'custom';
  UPDATE "pages_blocks_cta" SET "secondary_type" = 'custom';
  UPDATE "pages_blocks_split_feature" SET "link_type" = 'custom';
  UPDATE "pages_blocks_compliance_badges" SET "link_type" = 'custom';
  UPDATE "_pages_v_blocks_hero" SET "primary_type" = 'custom';
  UPDATE "_pages_v_blocks_hero" SET "secondary_type" = 'custom';
  UPDATE "_pages_v_blocks_feature_grid_features" SET "link_type" = 'custom';
  UPDATE "_pages_v_blocks_pricing_table_plans" SET "cta_type" = 'custom';
  UPDATE "_pages_v_blocks_cta" SET "primary_type" = 'custom';
  UPDATE "_pages_v_blocks_cta" SET "secondary_type" = 'custom';
  UPDATE "_pages_v_blocks_split_feature" SET "link_type" = 'custom';
  UPDATE "_pages_v_blocks_compliance_badges" SET "link_type" = 'custom';
  UPDATE "webinars" SET "registration_type" = 'custom';
  UPDATE "webinars" SET "recording_type" = 'custom';
  UPDATE "_webinars_v" SET "version_registration_type" = 'custom';
  UPDATE "_webinars_v" SET "version_recording_type" = 'custom';
  UPDATE "site_settings" SET "docs_type" = 'custom';
  UPDATE "site_settings" SET "api_reference_type" = 'custom';
  UPDATE "site_settings" SET "login_type" = 'custom';
  UPDATE "site_settings" SET "status_page_type" = 'custom';
  UPDATE "site_settings" SET "talk_to_expert_type" = 'custom';
  UPDATE "_site_settings_v" SET "version_docs_type" = 'custom';
  UPDATE "_site_settings_v" SET "version_api_reference_type" = 'custom';
  UPDATE "_site_settings_v" SET "version_login_type" = 'custom';
  UPDATE "_site_settings_v" SET "version_status_page_type" = 'custom';
  UPDATE "_site_settings_v" SET "version_talk_to_expert_type" = 'custom';
  UPDATE "header_nav_blocks_nav_list_items" SET "link_type" = 'custom';
  UPDATE "header_nav_blocks_nav_list" SET "featured_link_type" = 'custom';
  UPDATE "header_nav_items" SET "link_type" = 'custom';
  UPDATE "_header_nav_v_blocks_nav_list_items" SET "link_type" = 'custom';
  UPDATE "_header_nav_v_blocks_nav_list" SET "featured_link_type" = 'custom';
  UPDATE "_header_nav_v_version_items" SET "link_type" = 'custom';
  UPDATE "footer_columns_links" SET "link_type" = 'custom';
  UPDATE "footer_badges" SET "link_type" = 'custom';
  UPDATE "_footer_v_version_columns_links" SET "link_type" = 'custom';
  UPDATE "_footer_v_version_badges" SET "link_type" = 'custom';
  UPDATE "banner" SET "link_type" = 'custom';
  UPDATE "_banner_v" SET "version_link_type" = 'custom';
  UPDATE "pages_blocks_feature_grid_features" SET "link_href" = "href";
  UPDATE "_pages_v_blocks_feature_grid_features" SET "link_href" = "href";
  UPDATE "webinars" SET "registration_href" = "registration_url";
  UPDATE "webinars" SET "recording_href" = "recording_url";
  UPDATE "_webinars_v" SET "version_registration_href" = "version_registration_url";
  UPDATE "_webinars_v" SET "version_recording_href" = "version_recording_url";
  UPDATE "site_settings" SET "docs_href" = "docs_url";
  UPDATE "site_settings" SET "api_reference_href" = "api_reference_url";
  UPDATE "site_settings" SET "login_href" = "login_url";
  UPDATE "site_settings" SET "status_page_href" = "status_page_url";
  UPDATE "site_settings" SET "talk_to_expert_href" = "talk_to_expert_url";
  UPDATE "_site_settings_v" SET "version_docs_href" = "version_docs_url";
  UPDATE "_site_settings_v" SET "version_api_reference_href" = "version_api_reference_url";
  UPDATE "_site_settings_v" SET "version_login_href" = "version_login_url";
  UPDATE "_site_settings_v" SET "version_status_page_href" = "version_status_page_url";
  UPDATE "_site_settings_v" SET "version_talk_to_expert_href" = "version_talk_to_expert_url";
  UPDATE "header_nav_blocks_nav_list_items" SET "link_href" = "href";
  UPDATE "header_nav_blocks_nav_list" SET "featured_link_href" = "featured_href";
  UPDATE "header_nav_items" SET "link_href" = "href";
  UPDATE "_header_nav_v_blocks_nav_list_items" SET "link_href" = "href";
  UPDATE "_header_nav_v_blocks_nav_list" SET "featured_link_href" = "featured_href";
  UPDATE "_header_nav_v_version_items" SET "link_href" = "href";
  UPDATE "footer_columns_links" SET "link_href" = "href";
  UPDATE "footer_badges" SET "link_href" = "href";
  UPDATE "_footer_v_version_columns_links" SET "link_href" = "href";
  UPDATE "_footer_v_version_badges" SET "link_href" = "href";
  ALTER TABLE "pages_blocks_feature_grid_features" DROP COLUMN "href";
  ALTER TABLE "_pages_v_blocks_feature_grid_features" DROP COLUMN "href";
  ALTER TABLE "webinars" DROP COLUMN "registration_url";
  ALTER TABLE "webinars" DROP COLUMN "recording_url";
  ALTER TABLE "_webinars_v" DROP COLUMN "version_registration_url";
  ALTER TABLE "_webinars_v" DROP COLUMN "version_recording_url";
  ALTER TABLE "site_settings" DROP COLUMN "docs_url";
  ALTER TABLE "site_settings" DROP COLUMN "api_reference_url";
  ALTER TABLE "site_settings" DROP COLUMN "login_url";
  ALTER TABLE "site_settings" DROP COLUMN "status_page_url";
  ALTER TABLE "site_settings" DROP COLUMN "talk_to_expert_url";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_docs_url";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_api_reference_url";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_login_url";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_status_page_url";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_talk_to_expert_url";
  ALTER TABLE "header_nav_blocks_nav_list_items" DROP COLUMN "href";
  ALTER TABLE "header_nav_blocks_nav_list" DROP COLUMN "featured_href";
  ALTER TABLE "header_nav_items" DROP COLUMN "href";
  ALTER TABLE "_header_nav_v_blocks_nav_list_items" DROP COLUMN "href";
  ALTER TABLE "_header_nav_v_blocks_nav_list" DROP COLUMN "featured_href";
  ALTER TABLE "_header_nav_v_version_items" DROP COLUMN "href";
  ALTER TABLE "footer_columns_links" DROP COLUMN "href";
  ALTER TABLE "footer_badges" DROP COLUMN "href";
  ALTER TABLE "_footer_v_version_columns_links" DROP COLUMN "href";
  ALTER TABLE "_footer_v_version_badges" DROP COLUMN "href";`)
  // Two steps read the documents through the current config, so they run in the latest
  // migration that changes a table they read: sales_inbox (which adds a column to the locked
  // documents' table) now holds both, flagging the media published content shows and turning
  // links that lead to a document's address into references to it.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "webinars_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_webinars_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_nav_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_nav_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "banner_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banner_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "webinars_rels" CASCADE;
  DROP TABLE "_webinars_v_rels" CASCADE;
  DROP TABLE "site_settings_rels" CASCADE;
  DROP TABLE "_site_settings_v_rels" CASCADE;
  DROP TABLE "header_nav_rels" CASCADE;
  DROP TABLE "_header_nav_v_rels" CASCADE;
  DROP TABLE "footer_rels" CASCADE;
  DROP TABLE "_footer_v_rels" CASCADE;
  DROP TABLE "banner_rels" CASCADE;
  DROP TABLE "_banner_v_rels" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_posts_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_changelog_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_webinars_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_papers_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_jobs_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_legal_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_posts_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_changelog_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_webinars_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_papers_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_jobs_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_legal_fk";
  
  DROP INDEX "pages_rels_posts_id_idx";
  DROP INDEX "pages_rels_changelog_id_idx";
  DROP INDEX "pages_rels_webinars_id_idx";
  DROP INDEX "pages_rels_papers_id_idx";
  DROP INDEX "pages_rels_jobs_id_idx";
  DROP INDEX "pages_rels_legal_id_idx";
  DROP INDEX "_pages_v_rels_posts_id_idx";
  DROP INDEX "_pages_v_rels_changelog_id_idx";
  DROP INDEX "_pages_v_rels_webinars_id_idx";
  DROP INDEX "_pages_v_rels_papers_id_idx";
  DROP INDEX "_pages_v_rels_jobs_id_idx";
  DROP INDEX "_pages_v_rels_legal_id_idx";
  ALTER TABLE "pages_blocks_feature_grid_features" ADD COLUMN "href" varchar;
  ALTER TABLE "_pages_v_blocks_feature_grid_features" ADD COLUMN "href" varchar;
  ALTER TABLE "webinars" ADD COLUMN "registration_url" varchar;
  ALTER TABLE "webinars" ADD COLUMN "recording_url" varchar;
  ALTER TABLE "_webinars_v" ADD COLUMN "version_registration_url" varchar;
  ALTER TABLE "_webinars_v" ADD COLUMN "version_recording_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "docs_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "api_reference_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "login_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "status_page_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "talk_to_expert_url" varchar DEFAULT '/contact';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_docs_url" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_api_reference_url" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_login_url" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_status_page_url" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_talk_to_expert_url" varchar DEFAULT '/contact';
  ALTER TABLE "header_nav_blocks_nav_list_items" ADD COLUMN "href" varchar;
  ALTER TABLE "header_nav_blocks_nav_list" ADD COLUMN "featured_href" varchar;
  ALTER TABLE "header_nav_items" ADD COLUMN "href" varchar;
  ALTER TABLE "_header_nav_v_blocks_nav_list_items" ADD COLUMN "href" varchar;
  ALTER TABLE "_header_nav_v_blocks_nav_list" ADD COLUMN "featured_href" varchar;
  ALTER TABLE "_header_nav_v_version_items" ADD COLUMN "href" varchar;
  ALTER TABLE "footer_columns_links" ADD COLUMN "href" varchar;
  ALTER TABLE "footer_badges" ADD COLUMN "href" varchar;
  ALTER TABLE "_footer_v_version_columns_links" ADD COLUMN "href" varchar;
  ALTER TABLE "_footer_v_version_badges" ADD COLUMN "href" varchar;
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "primary_type";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "secondary_type";
  ALTER TABLE "pages_blocks_feature_grid_features" DROP COLUMN "link_type";
  UPDATE "pages_blocks_feature_grid_features" SET "href" = "link_href";
  UPDATE "_pages_v_blocks_feature_grid_features" SET "href" = "link_href";
  UPDATE "webinars" SET "registration_url" = "registration_href";
  UPDATE "webinars" SET "recording_url" = "recording_href";
  UPDATE "_webinars_v" SET "version_registration_url" = "version_registration_href";
  UPDATE "_webinars_v" SET "version_recording_url" = "version_recording_href";
  UPDATE "site_settings" SET "docs_url" = "docs_href";
  UPDATE "site_settings" SET "api_reference_url" = "api_reference_href";
  UPDATE "site_settings" SET "login_url" = "login_href";
  UPDATE "site_settings" SET "status_page_url" = "status_page_href";
  UPDATE "site_settings" SET "talk_to_expert_url" = "talk_to_expert_href";
  UPDATE "_site_settings_v" SET "version_docs_url" = "version_docs_href";
  UPDATE "_site_settings_v" SET "version_api_reference_url" = "version_api_reference_href";
  UPDATE "_site_settings_v" SET "version_login_url" = "version_login_href";
  UPDATE "_site_settings_v" SET "version_status_page_url" = "version_status_page_href";
  UPDATE "_site_settings_v" SET "version_talk_to_expert_url" = "version_talk_to_expert_href";
  UPDATE "header_nav_blocks_nav_list_items" SET "href" = "link_href";
  UPDATE "header_nav_blocks_nav_list" SET "featured_href" = "featured_link_href";
  UPDATE "header_nav_items" SET "href" = "link_href";
  UPDATE "_header_nav_v_blocks_nav_list_items" SET "href" = "link_href";
  UPDATE "_header_nav_v_blocks_nav_list" SET "featured_href" = "featured_link_href";
  UPDATE "_header_nav_v_version_items" SET "href" = "link_href";
  UPDATE "footer_columns_links" SET "href" = "link_href";
  UPDATE "footer_badges" SET "href" = "link_href";
  UPDATE "_footer_v_version_columns_links" SET "href" = "link_href";
  UPDATE "_footer_v_version_badges" SET "href" = "link_href";
  ALTER TABLE "pages_blocks_feature_grid_features" DROP COLUMN "link_href";
  ALTER TABLE "pages_blocks_pricing_table_plans" DROP COLUMN "cta_type";
  ALTER TABLE "pages_blocks_cta" DROP COLUMN "primary_type";
  ALTER TABLE "pages_blocks_cta" DROP COLUMN "secondary_type";
  ALTER TABLE "pages_blocks_split_feature" DROP COLUMN "link_type";
  ALTER TABLE "pages_blocks_compliance_badges" DROP COLUMN "link_type";
  ALTER TABLE "pages_rels" DROP COLUMN "posts_id";
  ALTER TABLE "pages_rels" DROP COLUMN "changelog_id";
  ALTER TABLE "pages_rels" DROP COLUMN "webinars_id";
  ALTER TABLE "pages_rels" DROP COLUMN "papers_id";
  ALTER TABLE "pages_rels" DROP COLUMN "jobs_id";
  ALTER TABLE "pages_rels" DROP COLUMN "legal_id";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "primary_type";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "secondary_type";
  ALTER TABLE "_pages_v_blocks_feature_grid_features" DROP COLUMN "link_type";
  ALTER TABLE "_pages_v_blocks_feature_grid_features" DROP COLUMN "link_href";
  ALTER TABLE "_pages_v_blocks_pricing_table_plans" DROP COLUMN "cta_type";
  ALTER TABLE "_pages_v_blocks_cta" DROP COLUMN "primary_type";
  ALTER TABLE "_pages_v_blocks_cta" DROP COLUMN "secondary_type";
  ALTER TABLE "_pages_v_blocks_split_feature" DROP COLUMN "link_type";
  ALTER TABLE "_pages_v_blocks_compliance_badges" DROP COLUMN "link_type";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "posts_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "changelog_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "webinars_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "papers_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "jobs_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "legal_id";
  ALTER TABLE "webinars" DROP COLUMN "registration_type";
  ALTER TABLE "webinars" DROP COLUMN "registration_href";
  ALTER TABLE "webinars" DROP COLUMN "recording_type";
  ALTER TABLE "webinars" DROP COLUMN "recording_href";
  ALTER TABLE "_webinars_v" DROP COLUMN "version_registration_type";
  ALTER TABLE "_webinars_v" DROP COLUMN "version_registration_href";
  ALTER TABLE "_webinars_v" DROP COLUMN "version_recording_type";
  ALTER TABLE "_webinars_v" DROP COLUMN "version_recording_href";
  ALTER TABLE "site_settings" DROP COLUMN "docs_type";
  ALTER TABLE "site_settings" DROP COLUMN "docs_href";
  ALTER TABLE "site_settings" DROP COLUMN "api_reference_type";
  ALTER TABLE "site_settings" DROP COLUMN "api_reference_href";
  ALTER TABLE "site_settings" DROP COLUMN "login_type";
  ALTER TABLE "site_settings" DROP COLUMN "login_href";
  ALTER TABLE "site_settings" DROP COLUMN "status_page_type";
  ALTER TABLE "site_settings" DROP COLUMN "status_page_href";
  ALTER TABLE "site_settings" DROP COLUMN "talk_to_expert_type";
  ALTER TABLE "site_settings" DROP COLUMN "talk_to_expert_href";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_docs_type";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_docs_href";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_api_reference_type";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_api_reference_href";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_login_type";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_login_href";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_status_page_type";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_status_page_href";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_talk_to_expert_type";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_talk_to_expert_href";
  ALTER TABLE "header_nav_blocks_nav_list_items" DROP COLUMN "link_type";
  ALTER TABLE "header_nav_blocks_nav_list_items" DROP COLUMN "link_href";
  ALTER TABLE "header_nav_blocks_nav_list" DROP COLUMN "featured_link_type";
  ALTER TABLE "header_nav_blocks_nav_list" DROP COLUMN "featured_link_href";
  ALTER TABLE "header_nav_items" DROP COLUMN "link_type";
  ALTER TABLE "header_nav_items" DROP COLUMN "link_href";
  ALTER TABLE "_header_nav_v_blocks_nav_list_items" DROP COLUMN "link_type";
  ALTER TABLE "_header_nav_v_blocks_nav_list_items" DROP COLUMN "link_href";
  ALTER TABLE "_header_nav_v_blocks_nav_list" DROP COLUMN "featured_link_type";
  ALTER TABLE "_header_nav_v_blocks_nav_list" DROP COLUMN "featured_link_href";
  ALTER TABLE "_header_nav_v_version_items" DROP COLUMN "link_type";
  ALTER TABLE "_header_nav_v_version_items" DROP COLUMN "link_href";
  ALTER TABLE "footer_columns_links" DROP COLUMN "link_type";
  ALTER TABLE "footer_columns_links" DROP COLUMN "link_href";
  ALTER TABLE "footer_badges" DROP COLUMN "link_type";
  ALTER TABLE "footer_badges" DROP COLUMN "link_href";
  ALTER TABLE "_footer_v_version_columns_links" DROP COLUMN "link_type";
  ALTER TABLE "_footer_v_version_columns_links" DROP COLUMN "link_href";
  ALTER TABLE "_footer_v_version_badges" DROP COLUMN "link_type";
  ALTER TABLE "_footer_v_version_badges" DROP COLUMN "link_href";
  ALTER TABLE "banner" DROP COLUMN "link_type";
  ALTER TABLE "_banner_v" DROP COLUMN "version_link_type";
  DROP TYPE "public"."enum_pages_blocks_hero_primary_type";
  DROP TYPE "public"."enum_pages_blocks_hero_secondary_type";
  DROP TYPE "public"."enum_pages_blocks_feature_grid_features_link_type";
  DROP TYPE "public"."enum_pages_blocks_pricing_table_plans_cta_type";
  DROP TYPE "public"."enum_pages_blocks_cta_primary_type";
  DROP TYPE "public"."enum_pages_blocks_cta_secondary_type";
  DROP TYPE "public"."enum_pages_blocks_split_feature_link_type";
  DROP TYPE "public"."enum_pages_blocks_compliance_badges_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_primary_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_secondary_type";
  DROP TYPE "public"."enum__pages_v_blocks_feature_grid_features_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_pricing_table_plans_cta_type";
  DROP TYPE "public"."enum__pages_v_blocks_cta_primary_type";
  DROP TYPE "public"."enum__pages_v_blocks_cta_secondary_type";
  DROP TYPE "public"."enum__pages_v_blocks_split_feature_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_compliance_badges_link_type";
  DROP TYPE "public"."enum_webinars_registration_type";
  DROP TYPE "public"."enum_webinars_recording_type";
  DROP TYPE "public"."enum__webinars_v_version_registration_type";
  DROP TYPE "public"."enum__webinars_v_version_recording_type";
  DROP TYPE "public"."enum_site_settings_docs_type";
  DROP TYPE "public"."enum_site_settings_api_reference_type";
  DROP TYPE "public"."enum_site_settings_login_type";
  DROP TYPE "public"."enum_site_settings_status_page_type";
  DROP TYPE "public"."enum_site_settings_talk_to_expert_type";
  DROP TYPE "public"."enum__site_settings_v_version_docs_type";
  DROP TYPE "public"."enum__site_settings_v_version_api_reference_type";
  DROP TYPE "public"."enum__site_settings_v_version_login_type";
  DROP TYPE "public"."enum__site_settings_v_version_status_page_type";
  DROP TYPE "public"."enum__site_settings_v_version_talk_to_expert_type";
  DROP TYPE "public"."enum_header_nav_blocks_nav_list_items_link_type";
  DROP TYPE "public"."enum_header_nav_blocks_nav_list_featured_link_type";
  DROP TYPE "public"."enum_header_nav_items_link_type";
  DROP TYPE "public"."enum__header_nav_v_blocks_nav_list_items_link_type";
  DROP TYPE "public"."enum__header_nav_v_blocks_nav_list_featured_link_type";
  DROP TYPE "public"."enum__header_nav_v_version_items_link_type";
  DROP TYPE "public"."enum_footer_columns_links_link_type";
  DROP TYPE "public"."enum_footer_badges_link_type";
  DROP TYPE "public"."enum__footer_v_version_columns_links_link_type";
  DROP TYPE "public"."enum__footer_v_version_badges_link_type";
  DROP TYPE "public"."enum_banner_link_type";
  DROP TYPE "public"."enum__banner_v_version_link_type";`)
}
