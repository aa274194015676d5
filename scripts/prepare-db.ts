/** Migrate, create the first admin and seed an empty database; run by scripts/lib/prepareInChild.ts. */
import { loadEnvOrExit } from './lib/loadEnv'
import { prepareDatabase } from './lib/prepareDatabase'

await prepareDatabase(loadEnvOrExit('production'))
// Payload's PostgreSQL adapter keeps one pool client checked out (its connect() never releases
// it), so the pool cannot end and this process would never exit by itself: `npm start` would
// wait on it for ever.
process.exit(0)
