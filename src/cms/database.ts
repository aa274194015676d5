import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { logPoolErrors } from './logPoolErrors'
import type { Env } from '../lib/env'
import { oneTransactionAtATime } from './oneTransactionAtATime'
import { withTransactionConnection } from './transactionConnection'

const migrationsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations')

/**
 * SQLite file under the data directory by default; `DATABASE_URL=postgres://…` switches to
 * PostgreSQL. Each engine has its own committed migrations, and schema push is off for both:
 * the schema only ever changes through a migration.
 */
export function databaseAdapter(env: Env): DatabaseAdapterObj {
  if (env.DATABASE_URL) {
    return logPoolErrors(
      postgresAdapter({
        // A database that stops answering (rather than refusing) must not hold a request for
        // ever: a new connection gives up after 5 s, and the lead endpoints answer 503.
        pool: { connectionString: env.DATABASE_URL, connectionTimeoutMillis: 5_000 },
        push: false,
        migrationDir: path.join(migrationsRoot, 'postgres'),
      }),
    )
  }
  const url = `file:${path.join(env.dataDir, 'cipherwell.db')}`
  return oneTransactionAtATime(
    withTransactionConnection(
      sqliteAdapter({
        client: { url },
        push: false,
        migrationDir: path.join(migrationsRoot, 'sqlite'),
        // Off by default for SQLite; a lead and its delivery job are written in one transaction.
        transactionOptions: {},
        wal: { synchronous: 'FULL' },
      }),
      url,
    ),
  )
}
