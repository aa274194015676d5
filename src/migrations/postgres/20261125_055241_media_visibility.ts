import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "media_usages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"source" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "public" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "used_by_published" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_usages_id" integer;
  ALTER TABLE "media_usages" ADD CONSTRAINT "media_usages_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_usages_media_idx" ON "media_usages" USING btree ("media_id");
  CREATE INDEX "media_usages_source_idx" ON "media_usages" USING btree ("source");
  CREATE INDEX "media_usages_updated_at_idx" ON "media_usages" USING btree ("updated_at");
  CREATE INDEX "media_usages_created_at_idx" ON "media_usages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_usages_fk" FOREIGN KEY ("media_usages_id") REFERENCES "public"."media_usages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_media_usages_id_idx" ON "payload_locked_documents_rels" USING btree ("media_usages_id");`)
  // Media used to be public on upload. Flagging what published content already shows reads the
  // documents through the current config, so it runs after the last migration that changes a
  // table it reads: see hero_visual.
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The constraint goes before the table: DROP TABLE … CASCADE would drop it first, and the
  // generated order then failed on a constraint that no longer exists.
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_usages_fk";
  DROP INDEX "payload_locked_documents_rels_media_usages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_usages_id";
  ALTER TABLE "media_usages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "media_usages" CASCADE;
  ALTER TABLE "media" DROP COLUMN "public";
  ALTER TABLE "media" DROP COLUMN "used_by_published";`)
}
