import { payloadScriptEnv } from './payloadScriptEnv'
import { run } from './run'

/**
 * Database preparation in its own process, so the build or server that follows starts
 * with none of Payload's connections or module state.
 */
export const prepareInChild = () => run('node_modules/.bin/tsx', ['scripts/prepare-db.ts'], payloadScriptEnv())
