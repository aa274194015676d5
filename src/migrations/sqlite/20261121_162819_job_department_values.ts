import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Jobs' department options get GraphQL-safe values (GraphQL enum names allow only
 * [_a-zA-Z0-9], and "Security & Compliance" made the schema build throw); the old values
 * become their labels. SQLite stores the field as text, so the schema is unchanged and this
 * migration only rewrites the stored values, in the documents and in their versions.
 */
const RENAMES = [
  ['Engineering', 'engineering'],
  ['Security & Compliance', 'security_compliance'],
  ['Go-to-market', 'go_to_market'],
] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [from, to] of RENAMES) {
    await db.run(sql`UPDATE \`jobs\` SET \`department\` = ${to} WHERE \`department\` = ${from};`)
    await db.run(sql`UPDATE \`_jobs_v\` SET \`version_department\` = ${to} WHERE \`version_department\` = ${from};`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [from, to] of RENAMES) {
    await db.run(sql`UPDATE \`jobs\` SET \`department\` = ${from} WHERE \`department\` = ${to};`)
    await db.run(sql`UPDATE \`_jobs_v\` SET \`version_department\` = ${from} WHERE \`version_department\` = ${to};`)
  }
}
