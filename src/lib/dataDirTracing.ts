import path from 'node:path'

/** Names no build may hold, wherever they are: databases and their journals, the secret. */
const NEVER_TRACED = ['**/*.db', '**/*.db-*', '**/.payload-secret', '**/.payload-secret.*']

/**
 * The data directories a build could pick up, relative to the project root (POSIX
 * separators): the default `data/` and DATA_DIR, when inside the project. One outside the
 * project (or the project itself) is no path below its root.
 */
export function dataDirsInProject(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): string[] {
  const dirs = new Set(['data', env.DATA_DIR?.trim() || 'data'].map((dir) => path.relative(root, path.resolve(root, dir))))
  return [...dirs].filter((dir) => dir !== '' && !dir.startsWith('..') && !path.isAbsolute(dir)).map((dir) => dir.split(path.sep).join('/'))
}

/**
 * Globs (from the project root) of files a build must never trace into its server folders
 * or copy into the standalone folder. The bundler's file tracer sees `path.join(<data
 * directory>, 'media')` or `…'.payload-secret'` and, not knowing the directory, matches those
 * names anywhere below the project: the secret, the database and every upload of the default
 * `data/` (or of DATA_DIR, when the build runs with one inside the project) were shipped.
 */
export function dataDirTracingExcludes(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): string[] {
  return [...dataDirsInProject(env, root).map((dir) => `${dir}/**`), ...NEVER_TRACED]
}
