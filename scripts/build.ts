/** `npm run build`: migrate and seed (the build prerenders from the database), then build. */
import { loadEnvOrExit } from './lib/loadEnv'
import { nextBuild } from './lib/nextBuild'
import { prepareInChild } from './lib/prepareInChild'

loadEnvOrExit('production')
await prepareInChild()
await nextBuild(process.cwd())
