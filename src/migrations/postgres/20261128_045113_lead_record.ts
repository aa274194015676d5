import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { leadRecordBackfill } from '../shared/leadRecordBackfill'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "leads_note_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_leads_v_version_note_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  ALTER TABLE "leads" ADD COLUMN "message" varchar;
  ALTER TABLE "leads" ADD COLUMN "context" varchar;
  ALTER TABLE "leads" ADD COLUMN "source_page" varchar;
  ALTER TABLE "leads" ADD COLUMN "first_utm_source" varchar;
  ALTER TABLE "leads" ADD COLUMN "first_utm_medium" varchar;
  ALTER TABLE "leads" ADD COLUMN "first_utm_campaign" varchar;
  ALTER TABLE "leads" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "leads" ADD COLUMN "next_step" varchar;
  ALTER TABLE "_leads_v" ADD COLUMN "version_message" varchar;
  ALTER TABLE "_leads_v" ADD COLUMN "version_context" varchar;
  ALTER TABLE "_leads_v" ADD COLUMN "version_source_page" varchar;
  ALTER TABLE "_leads_v" ADD COLUMN "version_first_utm_source" varchar;
  ALTER TABLE "_leads_v" ADD COLUMN "version_first_utm_medium" varchar;
  ALTER TABLE "_leads_v" ADD COLUMN "version_first_utm_campaign" varchar;
  ALTER TABLE "_leads_v" ADD COLUMN "version_utm_medium" varchar;
  ALTER TABLE "_leads_v" ADD COLUMN "version_next_step" varchar;
  ALTER TABLE "leads_note_log" ADD CONSTRAINT "leads_note_log_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_note_log" ADD CONSTRAINT "leads_note_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_leads_v_version_note_log" ADD CONSTRAINT "_leads_v_version_note_log_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leads_v_version_note_log" ADD CONSTRAINT "_leads_v_version_note_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_leads_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_note_log_order_idx" ON "leads_note_log" USING btree ("_order");
  CREATE INDEX "leads_note_log_parent_id_idx" ON "leads_note_log" USING btree ("_parent_id");
  CREATE INDEX "leads_note_log_author_idx" ON "leads_note_log" USING btree ("author_id");
  CREATE INDEX "_leads_v_version_note_log_order_idx" ON "_leads_v_version_note_log" USING btree ("_order");
  CREATE INDEX "_leads_v_version_note_log_parent_id_idx" ON "_leads_v_version_note_log" USING btree ("_parent_id");
  CREATE INDEX "_leads_v_version_note_log_author_idx" ON "_leads_v_version_note_log" USING btree ("author_id");`)
  // The leads stored before it, as the repository now writes each new one (see leadRecordBackfill.ts).
  for (const statement of leadRecordBackfill()) await db.execute(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "leads_note_log" CASCADE;
  DROP TABLE "_leads_v_version_note_log" CASCADE;
  ALTER TABLE "leads" DROP COLUMN "message";
  ALTER TABLE "leads" DROP COLUMN "context";
  ALTER TABLE "leads" DROP COLUMN "source_page";
  ALTER TABLE "leads" DROP COLUMN "first_utm_source";
  ALTER TABLE "leads" DROP COLUMN "first_utm_medium";
  ALTER TABLE "leads" DROP COLUMN "first_utm_campaign";
  ALTER TABLE "leads" DROP COLUMN "utm_medium";
  ALTER TABLE "leads" DROP COLUMN "next_step";
  ALTER TABLE "_leads_v" DROP COLUMN "version_message";
  ALTER TABLE "_leads_v" DROP COLUMN "version_context";
  ALTER TABLE "_leads_v" DROP COLUMN "version_source_page";
  ALTER TABLE "_leads_v" DROP COLUMN "version_first_utm_source";
  ALTER TABLE "_leads_v" DROP COLUMN "version_first_utm_medium";
  ALTER TABLE "_leads_v" DROP COLUMN "version_first_utm_campaign";
  ALTER TABLE "_leads_v" DROP COLUMN "version_utm_medium";
  ALTER TABLE "_leads_v" DROP COLUMN "version_next_step";`)
}
