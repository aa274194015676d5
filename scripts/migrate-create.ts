/**
 * `npm run migrate:create -- <name>`: one migration per database engine, so the
 * SQLite default and PostgreSQL stay in step. The PostgreSQL one is generated against a
 * scratch database (MIGRATIONS_DATABASE_URL, default a local `cipherwell_migrations`).
 */
import { payloadScriptEnv } from './lib/payloadScriptEnv'
import { run } from './lib/run'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name>   (lower case, digits and underscores)')
  process.exit(1)
}
const scratch = process.env.MIGRATIONS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cipherwell_migrations'
const createMigration = () => run('node_modules/.bin/payload', ['migrate:create', name], payloadScriptEnv())

process.env.PAYLOAD_CONFIG_PATH = 'src/cms/payload.config.ts'
process.env.PAYLOAD_SECRET ??= 'migration-generation-only-not-a-real-secret'
delete process.env.DATABASE_URL
await createMigration()
process.env.DATABASE_URL = scratch
await createMigration()
