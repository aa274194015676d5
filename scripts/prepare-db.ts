/** Migrate, create the first admin and seed an empty database; run by scripts/lib/prepareInChild.ts. */
import { loadEnvOrExit } from './lib/loadEnv'
import { prepareDatabase } from './lib/prepareDatabase'

await prepareDatabase(loadEnvOrExit('production'))
