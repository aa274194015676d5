import { EnvError, getEnv, type Env } from '../../src/lib/env'
import { resolvePayloadSecret } from '../../src/lib/secret'
import { requiredNodeMajor, unsupportedNode } from './nodeVersion'

/**
 * Check the Node version, then parse the environment for a command, or stop with a message naming each bad variable.
 * The resolved secret is put back into the environment so Next and Payload child
 * processes use the same one.
 */
export function loadEnvOrExit(nodeEnv: 'production' | 'development'): Env {
  const tooOld = unsupportedNode(process.versions.node, requiredNodeMajor())
  if (tooOld) {
    console.error(tooOld)
    process.exit(1)
  }
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? nodeEnv })
  try {
    const env = getEnv()
    process.env.PAYLOAD_SECRET = resolvePayloadSecret(env)
    process.env.PORT = String(env.PORT)
    process.env.NEXT_TELEMETRY_DISABLED ??= '1' // private by default: nothing leaves this machine
    return env
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}
