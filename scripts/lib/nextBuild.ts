import path from 'node:path'

import { sourceHash, writeBuildStamp } from './buildStamp'
import { run } from './run'

export const distDir = () => process.env.NEXT_DIST_DIR || '.next'
export const nextBin = path.join('node_modules', '.bin', 'next')

export async function nextBuild(root: string): Promise<void> {
  await run(nextBin, ['build'])
  // Hashed after the build: Next may rewrite tsconfig.json while building, and the stamp
  // must describe the sources as the build left them or every start would rebuild.
  writeBuildStamp(root, distDir(), sourceHash(root))
}
