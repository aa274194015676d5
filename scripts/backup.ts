/**
 * `npm run backup [-- --out DIR]`: one archive of the running (or stopped) site in DIR (default
 * `backups/`): database copy, data directory files, secret and manifest (scripts/lib/backup).
 */
import { parseArgs } from 'node:util'

import { makeBackup } from './lib/backup/makeBackup'
import { loadEnvOrExit } from './lib/loadEnv'

const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } })
const env = loadEnvOrExit('production')
try {
  const started = performance.now()
  const { archive, manifest } = await makeBackup(env, process.env.PAYLOAD_SECRET!, values.out)
  const rows = Object.entries(manifest.counts).map(([table, count]) => `${count} ${table}`)
  const files = Object.entries(manifest.files).map(([folder, count]) => `${count} in ${folder}`)
  console.log(
    [
      `Backed up to ${archive} in ${Math.round(performance.now() - started)} ms (${manifest.engine}).`,
      `  rows: ${rows.join(', ')}`,
      `  files: ${files.join(', ') || 'none'}${manifest.s3Bucket ? ` (uploads live in the S3 bucket ${manifest.s3Bucket}: version that bucket)` : ''}`,
      '  The archive holds every lead and the secret: keep it as private as the database.',
    ].join('\n'),
  )
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
