import fs from 'node:fs'
import path from 'node:path'

import { sourceHash, writeBuildStamp } from './buildStamp'
import { copyMonacoAssets } from './monacoAssets'
import { run } from './run'
import { completeStandalone } from './standalone'

export const distDir = () => process.env.NEXT_DIST_DIR || '.next'
export const nextBin = path.join('node_modules', '.bin', 'next')

export async function nextBuild(root: string): Promise<void> {
  // Next keeps `unstable_cache` results in <distDir>/cache/fetch-cache across builds, keyed by
  // the query and not by the data: after a migration, or a fresh test database, a new build
  // would prerender from the old rows. The build reads the database afresh instead.
  fs.rmSync(path.join(root, distDir(), 'cache', 'fetch-cache'), { recursive: true, force: true })
  copyMonacoAssets(root)
  await run(nextBin, ['build'])
  await completeStandalone(root, distDir())
  // Hashed after the build: Next may rewrite tsconfig.json while building, and the stamp
  // must describe the sources as the build left them or every start would rebuild.
  writeBuildStamp(root, distDir(), sourceHash(root))
}
