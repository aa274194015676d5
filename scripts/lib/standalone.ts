import fs from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

import { addedInlineScripts } from '../../src/features/security/addedInlineScripts'
import { ADDED_SCRIPTS_FILE } from '../../src/features/security/addedInlineScriptsFile'
import { dataDirsInProject } from '../../src/lib/dataDirTracing'
import { CRITICAL_CSS_WORKER_FILE } from '../../src/server/criticalCss/workerClient'

/** The file `npm start` runs, inside the standalone folder (beside Next's own server.js). */
export const SERVER_FILE = 'cipherwell-server.mjs'

export const standaloneDir = (root: string, distDir: string) => path.join(root, distDir, 'standalone')

/**
 * Completes Next's standalone output into the folder one deploys: Next leaves out the static
 * files and `public/` (a CDN or proxy may serve them; ours serves `/_next/static` from disk
 * too), and the server is ours (src/server), bundled with everything it imports except Next,
 * which the folder's traced node_modules provide, with its critical-CSS worker beside it.
 */
export async function completeStandalone(root: string, distDir: string): Promise<void> {
  const target = standaloneDir(root, distDir)
  const dropped = dropDataFromBuild(root, distDir)
  if (dropped.length > 0) console.warn(`Left ${dropped.length} data directory files the file tracer picked up out of the build.`)
  const leaked = dataInBuild(root, distDir)
  if (leaked.length > 0) {
    throw new Error(`The build holds files of the data directory; it must never be deployed:\n${leaked.map((file) => `  ${file}`).join('\n')}`)
  }
  fs.cpSync(path.join(root, distDir, 'static'), path.join(target, distDir, 'static'), { recursive: true })
  if (fs.existsSync(path.join(root, 'public'))) fs.cpSync(path.join(root, 'public'), path.join(target, 'public'), { recursive: true })
  fs.writeFileSync(path.join(target, ADDED_SCRIPTS_FILE), JSON.stringify(addedInlineScripts()))
  await build({
    entryPoints: {
      [SERVER_FILE.replace(/\.mjs$/, '')]: path.join(root, 'src/server/main.ts'),
      [CRITICAL_CSS_WORKER_FILE.replace(/\.mjs$/, '')]: path.join(root, 'src/server/criticalCss/worker.ts'),
    },
    outdir: target,
    outExtension: { '.js': '.mjs' },
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

const DATA_FILE = /^\.payload-secret($|\.)|\.db(-wal|-shm|-journal)?$/

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(file)
    else yield file
  }
}

const isDataFile = (file: string, dataDirs: string[]) =>
  DATA_FILE.test(path.basename(file)) || dataDirs.some((dir) => file === dir || file.startsWith(dir + path.sep))

/**
 * next.config.ts keeps the data directory out of the routes' file traces, but Next's options
 * reach only routes: the instrumentation hook's trace (which imports the database and upload
 * config) still names the database and uploads, and Next copies every traced file into the
 * standalone folder. This takes them out of every trace and deletes the copies; what it took
 * out is returned, relative to the project.
 */
export function dropDataFromBuild(root: string, distDir: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const dist = path.join(root, distDir)
  const dataDirs = dataDirsInProject(env, root).map((dir) => path.join(root, dir))
  const dropped = new Set<string>()
  for (const file of walk(dist)) {
    if (!file.endsWith('.nft.json')) continue
    const trace = JSON.parse(fs.readFileSync(file, 'utf8')) as { files: string[] }
    const kept = trace.files.filter((entry) => {
      const target = path.resolve(path.dirname(file), entry)
      if (!isDataFile(target, dataDirs)) return true
      dropped.add(path.relative(root, target))
      return false
    })
    if (kept.length !== trace.files.length) fs.writeFileSync(file, JSON.stringify({ ...trace, files: kept }))
  }
  const standalone = standaloneDir(root, distDir)
  for (const dir of dataDirs) fs.rmSync(path.join(standalone, path.relative(root, dir)), { recursive: true, force: true })
  if (fs.existsSync(standalone)) {
    for (const file of walk(standalone)) if (DATA_FILE.test(path.basename(file))) fs.rmSync(file, { force: true })
  }
  return [...dropped].sort()
}

/**
 * What of the data directory the build folder holds: a secret or database file anywhere in it
 * (they have no other business there), or the data directory's own place in the standalone
 * folder. next.config.ts keeps the tracer away from them; this stops a start if it ever does not.
 */
export function dataInBuild(root: string, distDir: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const dist = path.join(root, distDir)
  const found = [...walk(dist)].filter((file) => DATA_FILE.test(path.basename(file)))
  for (const dataDir of dataDirsInProject(env, root)) {
    const mirrored = path.join(standaloneDir(root, distDir), dataDir)
    if (fs.existsSync(mirrored)) found.push(mirrored)
  }
  return found.map((file) => path.relative(root, file))
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
