import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { searchFullText } from '../shared/searchFullText'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_index_type" AS ENUM('products', 'solutions', 'pages', 'posts', 'changelog', 'customers', 'webinars', 'papers', 'press', 'jobs', 'legal');
  CREATE TABLE "search_index" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"priority" numeric,
  	"type" "enum_search_index_type" NOT NULL,
  	"url" varchar,
  	"summary" varchar,
  	"headings" varchar,
  	"body" varchar,
  	"hidden" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_index_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"changelog_id" integer,
  	"webinars_id" integer,
  	"papers_id" integer,
  	"press_id" integer,
  	"customers_id" integer,
  	"jobs_id" integer,
  	"legal_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_index_id" integer;
  ALTER TABLE "search_index_rels" ADD CONSTRAINT "search_index_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."search_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_index_rels" ADD CONSTRAINT "search_index_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_index_rels" ADD CONSTRAINT "search_index_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_index_rels" ADD CONSTRAINT "search_index_rels_changelog_fk" FOREIGN KEY ("changelog_id") REFERENCES "public"."changelog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_index_rels" ADD CONSTRAINT "search_index_rels_webinars_fk" FOREIGN KEY ("webinars_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_index_rels" ADD CONSTRAINT "search_index_rels_papers_fk" FOREIGN KEY ("papers_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_index_rels" ADD CONSTRAINT "search_index_rels_press_fk" FOREIGN KEY ("press_id") REFERENCES "public"."press"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_index_rels" ADD CONSTRAINT "search_index_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_index_rels" ADD CONSTRAINT "search_index_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_index_rels" ADD CONSTRAINT "search_index_rels_legal_fk" FOREIGN KEY ("legal_id") REFERENCES "public"."legal"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_index_type_idx" ON "search_index" USING btree ("type");
  CREATE INDEX "search_index_updated_at_idx" ON "search_index" USING btree ("updated_at");
  CREATE INDEX "search_index_created_at_idx" ON "search_index" USING btree ("created_at");
  CREATE INDEX "search_index_rels_order_idx" ON "search_index_rels" USING btree ("order");
  CREATE INDEX "search_index_rels_parent_idx" ON "search_index_rels" USING btree ("parent_id");
  CREATE INDEX "search_index_rels_path_idx" ON "search_index_rels" USING btree ("path");
  CREATE INDEX "search_index_rels_pages_id_idx" ON "search_index_rels" USING btree ("pages_id");
  CREATE INDEX "search_index_rels_posts_id_idx" ON "search_index_rels" USING btree ("posts_id");
  CREATE INDEX "search_index_rels_changelog_id_idx" ON "search_index_rels" USING btree ("changelog_id");
  CREATE INDEX "search_index_rels_webinars_id_idx" ON "search_index_rels" USING btree ("webinars_id");
  CREATE INDEX "search_index_rels_papers_id_idx" ON "search_index_rels" USING btree ("papers_id");
  CREATE INDEX "search_index_rels_press_id_idx" ON "search_index_rels" USING btree ("press_id");
  CREATE INDEX "search_index_rels_customers_id_idx" ON "search_index_rels" USING btree ("customers_id");
  CREATE INDEX "search_index_rels_jobs_id_idx" ON "search_index_rels" USING btree ("jobs_id");
  CREATE INDEX "search_index_rels_legal_id_idx" ON "search_index_rels" USING btree ("legal_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_index_fk" FOREIGN KEY ("search_index_id") REFERENCES "public"."search_index"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_index_id_idx" ON "payload_locked_documents_rels" USING btree ("search_index_id");`)
  for (const statement of searchFullText.postgres.up) await db.execute(sql.raw(statement))
  // The content data steps that were here run in the latest migration that changes content (contentDataSteps.ts).
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of searchFullText.postgres.down) await db.execute(sql.raw(statement))
  // DROP TABLE … CASCADE below already drops the locked documents' foreign key to the index: IF EXISTS.
  await db.execute(sql`
   ALTER TABLE "search_index" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_index_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_index" CASCADE;
  DROP TABLE "search_index_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_search_index_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_index_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_index_id";
  DROP TYPE "public"."enum_search_index_type";`)
}
