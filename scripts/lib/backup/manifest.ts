/** What `npm run backup` records beside the copy, and `npm run restore` checks against. */
export type Manifest = {
  format: 1
  createdAt: string
  app: { name: string; version: string }
  node: string
  engine: 'sqlite' | 'postgres'
  /** The dump tool's and the server's versions (PostgreSQL only): pg_restore must be as new as the dump's pg_dump. */
  postgres?: { server: string; pgDump: string }
  /** Names of the migrations the copy has run, in order: the code restoring it must know each. */
  migrations: string[]
  /** Rows per table in the copy, read inside the same snapshot as the copy itself. */
  counts: Record<string, number>
  /** Files per folder of the data directory that were copied (uploads live in S3 instead when `s3Bucket` is set). */
  files: Record<string, number>
  s3Bucket?: string
}

export const MANIFEST_FILE = 'manifest.json'
export const DATABASE_DIR = 'database'
export const FILES_DIR = 'data'
export const SECRET_FILE_IN_ARCHIVE = 'payload-secret'
export const SQLITE_COPY = 'cipherwell.db'
export const POSTGRES_DUMP = 'cipherwell.pgdump'

/**
 * The tables counted: the content a restore must bring back and the leads sales work from.
 * Those a schema lacks are left out (an older backup).
 */
export const COUNTED_TABLES = [
  'pages',
  'posts',
  'media',
  'users',
  'redirects',
  'leads',
  'sales_contacts',
  'demo_requests',
  'beta_signups',
  'campaign_submissions',
  'job_applications',
  'cv_uploads',
  'payload_jobs',
] as const

/** Files of the data directory that are not copied as files: the live database (copied by its engine) and the secret (copied on its own). */
export const isLiveDatabaseOrSecret = (name: string) =>
  /^cipherwell\.db(-wal|-shm|-journal)?$/.test(name) || /^\.payload-secret($|\.)/.test(name)
