import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Jobs' department options get GraphQL-safe values (GraphQL enum names allow only
 * [_a-zA-Z0-9], and "Security & Compliance" made the schema build throw); the old values
 * become their labels. drizzle-kit generated a drop-and-recreate of both enum types with a
 * cast that fails on (or would lose) existing rows; renaming the enum values instead converts
 * every stored value, in the documents and in their versions, in place.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_jobs_department" RENAME VALUE 'Engineering' TO 'engineering';
  ALTER TYPE "public"."enum_jobs_department" RENAME VALUE 'Security & Compliance' TO 'security_compliance';
  ALTER TYPE "public"."enum_jobs_department" RENAME VALUE 'Go-to-market' TO 'go_to_market';
  ALTER TYPE "public"."enum__jobs_v_version_department" RENAME VALUE 'Engineering' TO 'engineering';
  ALTER TYPE "public"."enum__jobs_v_version_department" RENAME VALUE 'Security & Compliance' TO 'security_compliance';
  ALTER TYPE "public"."enum__jobs_v_version_department" RENAME VALUE 'Go-to-market' TO 'go_to_market';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_jobs_department" RENAME VALUE 'engineering' TO 'Engineering';
  ALTER TYPE "public"."enum_jobs_department" RENAME VALUE 'security_compliance' TO 'Security & Compliance';
  ALTER TYPE "public"."enum_jobs_department" RENAME VALUE 'go_to_market' TO 'Go-to-market';
  ALTER TYPE "public"."enum__jobs_v_version_department" RENAME VALUE 'engineering' TO 'Engineering';
  ALTER TYPE "public"."enum__jobs_v_version_department" RENAME VALUE 'security_compliance' TO 'Security & Compliance';
  ALTER TYPE "public"."enum__jobs_v_version_department" RENAME VALUE 'go_to_market' TO 'Go-to-market';`)
}
