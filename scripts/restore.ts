/**
 * `npm run restore ARCHIVE`: a backup (`npm run backup`) back into a fresh DATA_DIR, or an empty
 * PostgreSQL database when DATABASE_URL is set (scripts/lib/backup/restoreBackup.ts). Start the
 * site afterwards with `npm start`.
 */
import { parseArgs } from 'node:util'

import { EnvError, getEnv } from '../src/lib/env'
import { restoreBackup, RestoreRefused } from './lib/backup/restoreBackup'

const { positionals } = parseArgs({ allowPositionals: true })
if (positionals.length !== 1) {
  console.error('Usage: npm run restore ARCHIVE (a cipherwell-backup-….tar.gz)')
  process.exit(2)
}
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
try {
  // Not loadEnvOrExit: it would make a new secret in the fresh data directory before the backup's arrives.
  const env = getEnv()
  const manifest = await restoreBackup(env, positionals[0]!)
  const rows = Object.entries(manifest.counts).map(([table, count]) => `${count} ${table}`)
  console.log(
    [
      `Restored the backup of ${manifest.createdAt} (${manifest.engine}, ${manifest.migrations.length} migrations).`,
      `  rows, as in the manifest: ${rows.join(', ')}`,
      `  Start the site with npm start; it runs any migration newer than the backup.`,
    ].join('\n'),
  )
} catch (error) {
  if (error instanceof EnvError || error instanceof RestoreRefused) {
    console.error(`Not restored: ${error.message}`)
    process.exit(1)
  }
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
