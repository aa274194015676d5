/**
 * `npm start`: migrate, seed an empty database, build when the build is not current, serve.
 * A second start finds the build current and the database seeded, and serves in seconds.
 */
import { isBuildCurrent } from './lib/buildStamp'
import { loadEnvOrExit } from './lib/loadEnv'
import { distDir, nextBuild } from './lib/nextBuild'
import { prepareInChild } from './lib/prepareInChild'
import { serve } from './lib/run'
import { standaloneServer } from './lib/standalone'

const root = process.cwd()
const env = loadEnvOrExit('production')

if (!env.HCAPTCHA_SECRET && !env.CAPTCHA_DISABLED) {
  console.warn('HCAPTCHA_SECRET is not set: sales form captchas are not verified (fine locally; set it in production).')
}

try {
  await prepareInChild()
  if (isBuildCurrent(root, distDir())) {
    console.log('Production build is current; starting.')
  } else {
    console.log('No current production build; building (this takes a minute or two).')
    await nextBuild(root)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const server = standaloneServer(root, distDir(), process.env)
serve(server.command, server.args, server)
