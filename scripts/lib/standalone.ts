import fs from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

import { addedInlineScripts } from '../../src/features/security/addedInlineScripts'
import { ADDED_SCRIPTS_FILE } from '../../src/features/security/addedInlineScriptsFile'

/** The file `npm start` runs, inside the standalone folder (beside Next's own server.js). */
export const SERVER_FILE = 'cipherwell-server.mjs'

export const standaloneDir = (root: string, distDir: string) => path.join(root, distDir, 'standalone')

/**
 * Completes Next's standalone output into the folder one deploys: Next leaves out the static
 * files and `public/` (a CDN or proxy may serve them; ours serves `/_next/static` from disk
 * too), and the server is ours (src/server), bundled with everything it imports except Next,
 * which the folder's traced node_modules provide.
 */
export async function completeStandalone(root: string, distDir: string): Promise<void> {
  const target = standaloneDir(root, distDir)
  fs.cpSync(path.join(root, distDir, 'static'), path.join(target, distDir, 'static'), { recursive: true })
  if (fs.existsSync(path.join(root, 'public'))) fs.cpSync(path.join(root, 'public'), path.join(target, 'public'), { recursive: true })
  fs.writeFileSync(path.join(target, ADDED_SCRIPTS_FILE), JSON.stringify(addedInlineScripts()))
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: path.join(target, SERVER_FILE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Next and React come from the folder's traced node_modules, one copy for the app and the server.
    external: ['next', 'react', 'react-dom'],
    // ES module builds first: a CommonJS build's `exports.default` would arrive one level down.
    mainFields: ['module', 'main'],
    tsconfig: path.join(root, 'tsconfig.json'),
    // Bundled CommonJS dependencies (pino) call require(); give the ES module one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  })
}

/**
 * How to run the server of a completed standalone build: inside its folder, as on a deployed
 * instance. The data directory is made absolute, since it is named relative to where the
 * command was given.
 */
export function standaloneServer(root: string, distDir: string, env: NodeJS.ProcessEnv): { command: string; args: string[]; cwd: string; env: NodeJS.ProcessEnv } {
  return {
    command: process.execPath,
    args: [SERVER_FILE],
    cwd: standaloneDir(root, distDir),
    env: { ...env, NODE_ENV: 'production' as const, DATA_DIR: path.resolve(root, env.DATA_DIR || 'data'), NEXT_DIST_DIR: distDir },
  }
}
