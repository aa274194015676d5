/** `npm run dev`: migrate and seed, then the Next dev server. */
import { loadEnvOrExit } from './lib/loadEnv'
import { copyMonacoAssets } from './lib/monacoAssets'
import { nextBin } from './lib/nextBuild'
import { prepareInChild } from './lib/prepareInChild'
import { serve } from './lib/run'

const env = loadEnvOrExit('development')
await prepareInChild()
copyMonacoAssets(process.cwd())
serve(nextBin, ['dev', '--port', String(env.PORT)])
