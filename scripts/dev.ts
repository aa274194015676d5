/** `npm run dev`: migrate and seed, then the Next dev server. */
import { loadEnvOrExit } from './lib/loadEnv'
import { nextBin } from './lib/nextBuild'
import { prepareInChild } from './lib/prepareInChild'
import { serve } from './lib/run'

const env = loadEnvOrExit('development')
await prepareInChild()
serve(nextBin, ['dev', '--port', String(env.PORT)])
