import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { contentDataSteps } from '../shared/contentDataSteps'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customers_products" AS ENUM('relay', 'functions', 'enclaves', 'card_collection', 'three_ds', 'network_tokens', 'bin_lookup', 'pci', 'page_protection');
  CREATE TYPE "public"."enum_customers_architecture_steps_marking" AS ENUM('sensitive', 'token');
  CREATE TYPE "public"."enum__customers_v_version_products" AS ENUM('relay', 'functions', 'enclaves', 'card_collection', 'three_ds', 'network_tokens', 'bin_lookup', 'pci', 'page_protection');
  CREATE TYPE "public"."enum__customers_v_version_architecture_steps_marking" AS ENUM('sensitive', 'token');
  CREATE TABLE "customers_products" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_customers_products",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "customers_architecture_lanes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"ours" boolean DEFAULT false
  );
  
  CREATE TABLE "customers_architecture_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" numeric,
  	"to" numeric,
  	"marking" "enum_customers_architecture_steps_marking",
  	"label" varchar
  );
  
  CREATE TABLE "_customers_v_version_products" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__customers_v_version_products",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_customers_v_version_architecture_lanes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"ours" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_customers_v_version_architecture_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" numeric,
  	"to" numeric,
  	"marking" "enum__customers_v_version_architecture_steps_marking",
  	"label" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "customers" ADD COLUMN "featured" boolean DEFAULT false;
  ALTER TABLE "customers" ADD COLUMN "size" varchar;
  ALTER TABLE "customers" ADD COLUMN "region" varchar;
  ALTER TABLE "customers" ADD COLUMN "architecture_heading" varchar;
  ALTER TABLE "customers" ADD COLUMN "architecture_intro" varchar;
  ALTER TABLE "_customers_v" ADD COLUMN "version_featured" boolean DEFAULT false;
  ALTER TABLE "_customers_v" ADD COLUMN "version_size" varchar;
  ALTER TABLE "_customers_v" ADD COLUMN "version_region" varchar;
  ALTER TABLE "_customers_v" ADD COLUMN "version_architecture_heading" varchar;
  ALTER TABLE "_customers_v" ADD COLUMN "version_architecture_intro" varchar;
  ALTER TABLE "customers_products" ADD CONSTRAINT "customers_products_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_architecture_lanes" ADD CONSTRAINT "customers_architecture_lanes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_architecture_steps" ADD CONSTRAINT "customers_architecture_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_customers_v_version_products" ADD CONSTRAINT "_customers_v_version_products_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_customers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_customers_v_version_architecture_lanes" ADD CONSTRAINT "_customers_v_version_architecture_lanes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_customers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_customers_v_version_architecture_steps" ADD CONSTRAINT "_customers_v_version_architecture_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_customers_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "customers_products_order_idx" ON "customers_products" USING btree ("order");
  CREATE INDEX "customers_products_parent_idx" ON "customers_products" USING btree ("parent_id");
  CREATE INDEX "customers_architecture_lanes_order_idx" ON "customers_architecture_lanes" USING btree ("_order");
  CREATE INDEX "customers_architecture_lanes_parent_id_idx" ON "customers_architecture_lanes" USING btree ("_parent_id");
  CREATE INDEX "customers_architecture_steps_order_idx" ON "customers_architecture_steps" USING btree ("_order");
  CREATE INDEX "customers_architecture_steps_parent_id_idx" ON "customers_architecture_steps" USING btree ("_parent_id");
  CREATE INDEX "_customers_v_version_products_order_idx" ON "_customers_v_version_products" USING btree ("order");
  CREATE INDEX "_customers_v_version_products_parent_idx" ON "_customers_v_version_products" USING btree ("parent_id");
  CREATE INDEX "_customers_v_version_architecture_lanes_order_idx" ON "_customers_v_version_architecture_lanes" USING btree ("_order");
  CREATE INDEX "_customers_v_version_architecture_lanes_parent_id_idx" ON "_customers_v_version_architecture_lanes" USING btree ("_parent_id");
  CREATE INDEX "_customers_v_version_architecture_steps_order_idx" ON "_customers_v_version_architecture_steps" USING btree ("_order");
  CREATE INDEX "_customers_v_version_architecture_steps_parent_id_idx" ON "_customers_v_version_architecture_steps" USING btree ("_parent_id");`)
  // Reads content through the current config: runs in the latest migration that changes content.
  await contentDataSteps(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "customers_products" CASCADE;
  DROP TABLE "customers_architecture_lanes" CASCADE;
  DROP TABLE "customers_architecture_steps" CASCADE;
  DROP TABLE "_customers_v_version_products" CASCADE;
  DROP TABLE "_customers_v_version_architecture_lanes" CASCADE;
  DROP TABLE "_customers_v_version_architecture_steps" CASCADE;
  ALTER TABLE "customers" DROP COLUMN "featured";
  ALTER TABLE "customers" DROP COLUMN "size";
  ALTER TABLE "customers" DROP COLUMN "region";
  ALTER TABLE "customers" DROP COLUMN "architecture_heading";
  ALTER TABLE "customers" DROP COLUMN "architecture_intro";
  ALTER TABLE "_customers_v" DROP COLUMN "version_featured";
  ALTER TABLE "_customers_v" DROP COLUMN "version_size";
  ALTER TABLE "_customers_v" DROP COLUMN "version_region";
  ALTER TABLE "_customers_v" DROP COLUMN "version_architecture_heading";
  ALTER TABLE "_customers_v" DROP COLUMN "version_architecture_intro";
  DROP TYPE "public"."enum_customers_products";
  DROP TYPE "public"."enum_customers_architecture_steps_marking";
  DROP TYPE "public"."enum__customers_v_version_products";
  DROP TYPE "public"."enum__customers_v_version_architecture_steps_marking";`)
}
