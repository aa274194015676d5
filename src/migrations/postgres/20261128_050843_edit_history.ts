import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "posts" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "changelog" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_changelog_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "webinars" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_webinars_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "papers" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_papers_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "press" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_press_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "customers" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_customers_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "jobs" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "legal" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_legal_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "header_nav" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_header_nav_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "footer" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_footer_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "banner" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_banner_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "changelog" ADD CONSTRAINT "changelog_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_changelog_v" ADD CONSTRAINT "_changelog_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "webinars" ADD CONSTRAINT "webinars_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_webinars_v" ADD CONSTRAINT "_webinars_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "papers" ADD CONSTRAINT "papers_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_papers_v" ADD CONSTRAINT "_papers_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press" ADD CONSTRAINT "press_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_v" ADD CONSTRAINT "_press_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customers_v" ADD CONSTRAINT "_customers_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal" ADD CONSTRAINT "legal_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_v" ADD CONSTRAINT "_legal_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_nav" ADD CONSTRAINT "header_nav_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_nav_v" ADD CONSTRAINT "_header_nav_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer" ADD CONSTRAINT "footer_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v" ADD CONSTRAINT "_footer_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banner" ADD CONSTRAINT "banner_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banner_v" ADD CONSTRAINT "_banner_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_updated_by_idx" ON "pages" USING btree ("updated_by_id");
  CREATE INDEX "_pages_v_version_version_updated_by_idx" ON "_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "posts_updated_by_idx" ON "posts" USING btree ("updated_by_id");
  CREATE INDEX "_posts_v_version_version_updated_by_idx" ON "_posts_v" USING btree ("version_updated_by_id");
  CREATE INDEX "changelog_updated_by_idx" ON "changelog" USING btree ("updated_by_id");
  CREATE INDEX "_changelog_v_version_version_updated_by_idx" ON "_changelog_v" USING btree ("version_updated_by_id");
  CREATE INDEX "webinars_updated_by_idx" ON "webinars" USING btree ("updated_by_id");
  CREATE INDEX "_webinars_v_version_version_updated_by_idx" ON "_webinars_v" USING btree ("version_updated_by_id");
  CREATE INDEX "papers_updated_by_idx" ON "papers" USING btree ("updated_by_id");
  CREATE INDEX "_papers_v_version_version_updated_by_idx" ON "_papers_v" USING btree ("version_updated_by_id");
  CREATE INDEX "press_updated_by_idx" ON "press" USING btree ("updated_by_id");
  CREATE INDEX "_press_v_version_version_updated_by_idx" ON "_press_v" USING btree ("version_updated_by_id");
  CREATE INDEX "customers_updated_by_idx" ON "customers" USING btree ("updated_by_id");
  CREATE INDEX "_customers_v_version_version_updated_by_idx" ON "_customers_v" USING btree ("version_updated_by_id");
  CREATE INDEX "jobs_updated_by_idx" ON "jobs" USING btree ("updated_by_id");
  CREATE INDEX "_jobs_v_version_version_updated_by_idx" ON "_jobs_v" USING btree ("version_updated_by_id");
  CREATE INDEX "legal_updated_by_idx" ON "legal" USING btree ("updated_by_id");
  CREATE INDEX "_legal_v_version_version_updated_by_idx" ON "_legal_v" USING btree ("version_updated_by_id");
  CREATE INDEX "site_settings_updated_by_idx" ON "site_settings" USING btree ("updated_by_id");
  CREATE INDEX "_site_settings_v_version_version_updated_by_idx" ON "_site_settings_v" USING btree ("version_updated_by_id");
  CREATE INDEX "header_nav_updated_by_idx" ON "header_nav" USING btree ("updated_by_id");
  CREATE INDEX "_header_nav_v_version_version_updated_by_idx" ON "_header_nav_v" USING btree ("version_updated_by_id");
  CREATE INDEX "footer_updated_by_idx" ON "footer" USING btree ("updated_by_id");
  CREATE INDEX "_footer_v_version_version_updated_by_idx" ON "_footer_v" USING btree ("version_updated_by_id");
  CREATE INDEX "banner_updated_by_idx" ON "banner" USING btree ("updated_by_id");
  CREATE INDEX "_banner_v_version_version_updated_by_idx" ON "_banner_v" USING btree ("version_updated_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_updated_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "posts" DROP CONSTRAINT "posts_updated_by_id_users_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "changelog" DROP CONSTRAINT "changelog_updated_by_id_users_id_fk";
  
  ALTER TABLE "_changelog_v" DROP CONSTRAINT "_changelog_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "webinars" DROP CONSTRAINT "webinars_updated_by_id_users_id_fk";
  
  ALTER TABLE "_webinars_v" DROP CONSTRAINT "_webinars_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "papers" DROP CONSTRAINT "papers_updated_by_id_users_id_fk";
  
  ALTER TABLE "_papers_v" DROP CONSTRAINT "_papers_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "press" DROP CONSTRAINT "press_updated_by_id_users_id_fk";
  
  ALTER TABLE "_press_v" DROP CONSTRAINT "_press_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "customers" DROP CONSTRAINT "customers_updated_by_id_users_id_fk";
  
  ALTER TABLE "_customers_v" DROP CONSTRAINT "_customers_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "jobs" DROP CONSTRAINT "jobs_updated_by_id_users_id_fk";
  
  ALTER TABLE "_jobs_v" DROP CONSTRAINT "_jobs_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "legal" DROP CONSTRAINT "legal_updated_by_id_users_id_fk";
  
  ALTER TABLE "_legal_v" DROP CONSTRAINT "_legal_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_updated_by_id_users_id_fk";
  
  ALTER TABLE "_site_settings_v" DROP CONSTRAINT "_site_settings_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "header_nav" DROP CONSTRAINT "header_nav_updated_by_id_users_id_fk";
  
  ALTER TABLE "_header_nav_v" DROP CONSTRAINT "_header_nav_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "footer" DROP CONSTRAINT "footer_updated_by_id_users_id_fk";
  
  ALTER TABLE "_footer_v" DROP CONSTRAINT "_footer_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "banner" DROP CONSTRAINT "banner_updated_by_id_users_id_fk";
  
  ALTER TABLE "_banner_v" DROP CONSTRAINT "_banner_v_version_updated_by_id_users_id_fk";
  
  DROP INDEX "pages_updated_by_idx";
  DROP INDEX "_pages_v_version_version_updated_by_idx";
  DROP INDEX "posts_updated_by_idx";
  DROP INDEX "_posts_v_version_version_updated_by_idx";
  DROP INDEX "changelog_updated_by_idx";
  DROP INDEX "_changelog_v_version_version_updated_by_idx";
  DROP INDEX "webinars_updated_by_idx";
  DROP INDEX "_webinars_v_version_version_updated_by_idx";
  DROP INDEX "papers_updated_by_idx";
  DROP INDEX "_papers_v_version_version_updated_by_idx";
  DROP INDEX "press_updated_by_idx";
  DROP INDEX "_press_v_version_version_updated_by_idx";
  DROP INDEX "customers_updated_by_idx";
  DROP INDEX "_customers_v_version_version_updated_by_idx";
  DROP INDEX "jobs_updated_by_idx";
  DROP INDEX "_jobs_v_version_version_updated_by_idx";
  DROP INDEX "legal_updated_by_idx";
  DROP INDEX "_legal_v_version_version_updated_by_idx";
  DROP INDEX "site_settings_updated_by_idx";
  DROP INDEX "_site_settings_v_version_version_updated_by_idx";
  DROP INDEX "header_nav_updated_by_idx";
  DROP INDEX "_header_nav_v_version_version_updated_by_idx";
  DROP INDEX "footer_updated_by_idx";
  DROP INDEX "_footer_v_version_version_updated_by_idx";
  DROP INDEX "banner_updated_by_idx";
  DROP INDEX "_banner_v_version_version_updated_by_idx";
  ALTER TABLE "pages" DROP COLUMN "updated_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "posts" DROP COLUMN "updated_by_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "changelog" DROP COLUMN "updated_by_id";
  ALTER TABLE "_changelog_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "webinars" DROP COLUMN "updated_by_id";
  ALTER TABLE "_webinars_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "papers" DROP COLUMN "updated_by_id";
  ALTER TABLE "_papers_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "press" DROP COLUMN "updated_by_id";
  ALTER TABLE "_press_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "customers" DROP COLUMN "updated_by_id";
  ALTER TABLE "_customers_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "jobs" DROP COLUMN "updated_by_id";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "legal" DROP COLUMN "updated_by_id";
  ALTER TABLE "_legal_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "site_settings" DROP COLUMN "updated_by_id";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "header_nav" DROP COLUMN "updated_by_id";
  ALTER TABLE "_header_nav_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "footer" DROP COLUMN "updated_by_id";
  ALTER TABLE "_footer_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "banner" DROP COLUMN "updated_by_id";
  ALTER TABLE "_banner_v" DROP COLUMN "version_updated_by_id";`)
}
