import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_playground_surface" AS ENUM('relay', 'cardForm', 'binLookup');
  CREATE TYPE "public"."enum__pages_v_blocks_playground_surface" AS ENUM('relay', 'cardForm', 'binLookup');
  CREATE TABLE "pages_blocks_playground" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"surface" "enum_pages_blocks_playground_surface",
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_playground" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"surface" "enum__pages_v_blocks_playground_surface",
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_playground" ADD CONSTRAINT "pages_blocks_playground_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_playground" ADD CONSTRAINT "_pages_v_blocks_playground_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_playground_order_idx" ON "pages_blocks_playground" USING btree ("_order");
  CREATE INDEX "pages_blocks_playground_parent_id_idx" ON "pages_blocks_playground" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_playground_path_idx" ON "pages_blocks_playground" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_playground_order_idx" ON "_pages_v_blocks_playground" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_playground_parent_id_idx" ON "_pages_v_blocks_playground" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_playground_path_idx" ON "_pages_v_blocks_playground" USING btree ("_path");`)
  // The content data steps that were here run in the latest migration that changes content (contentDataSteps.ts).
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_playground" CASCADE;
  DROP TABLE "_pages_v_blocks_playground" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_playground_surface";
  DROP TYPE "public"."enum__pages_v_blocks_playground_surface";`)
}
