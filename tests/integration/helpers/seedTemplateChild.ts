/**
 * Run by seededTemplate.ts in a child process: migrate and seed the database the environment
 * names (DATABASE_URL, else SQLite under DATA_DIR), as a first start does, minus the first admin.
 */
import { getPayload } from 'payload'

import config from '../../../src/cms/payload.config'
import { seed } from '../../../src/cms/seed'

const resolved = await config
// Outside production Payload would spawn `payload generate:types` on boot and rewrite the types.
resolved.typescript.autoGenerate = false
const payload = await getPayload({ config: resolved })
await payload.db.migrate()
await seed(payload)
await payload.destroy()
// The PostgreSQL adapter keeps a pool client checked out, so the process would not end by itself.
process.exit(0)
