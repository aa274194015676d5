import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The hero's `visual` select: the drawing a page opens with (lib/heroVisuals.ts lists the values).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_visual" AS ENUM('data_in_tokens_out', 'relay', 'functions', 'enclaves', 'pci', 'page_protection', 'card_collection', 'three_ds', 'network_tokens', 'bin_lookup', 'encryption', 'accept_cards', 'multi_psp', 'card_issuing', 'wallet_signing', 'banking', 'pii', 'hipaa', 'credentials', 'file_encryption');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_visual" AS ENUM('data_in_tokens_out', 'relay', 'functions', 'enclaves', 'pci', 'page_protection', 'card_collection', 'three_ds', 'network_tokens', 'bin_lookup', 'encryption', 'accept_cards', 'multi_psp', 'card_issuing', 'wallet_signing', 'banking', 'pii', 'hipaa', 'credentials', 'file_encryption');
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "visual" "enum_pages_blocks_hero_visual";
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "visual" "enum__pages_v_blocks_hero_visual";`)
  // The media-usage rebuild that ran here now runs at the end of new_layout_blocks, after the tables it reads.
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero" DROP COLUMN "visual";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "visual";
  DROP TYPE "public"."enum_pages_blocks_hero_visual";
  DROP TYPE "public"."enum__pages_v_blocks_hero_visual";`)
}
