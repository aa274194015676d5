import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { payloadScriptEnv } from '../../../scripts/lib/payloadScriptEnv'
import { E2E_PORT } from './server'

const run = promisify(execFile)

/**
 * Change a document through Payload's local API from a separate process, the way a
 * script or a stand-alone jobs runner would; the CMS hook then asks the running
 * server to expire its cache.
 */
export async function localApiUpdate(collection: string, where: Record<string, string>, data: Record<string, unknown>) {
  const args = ['tests/e2e/helpers/localApiUpdate.ts', JSON.stringify({ collection, where, data })]
  const env = payloadScriptEnv({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: '.test-data',
    PORT: String(E2E_PORT),
  })
  try {
    const { stdout } = await run('node_modules/.bin/tsx', args, { env, timeout: 60_000 })
    if (!stdout.includes('"errors":0')) throw new Error(`local API update reported errors: ${stdout}`)
    return stdout
  } catch (error) {
    const failure = error as { message: string; stdout?: string; stderr?: string }
    throw new Error(`local API update failed: ${failure.message}\n${failure.stdout ?? ''}\n${failure.stderr ?? ''}`)
  }
}
