/**
 * Environment for a tsx child process that loads Payload's config.
 *
 * Lexical's packages resolve, under Node's `node` export condition, to a wrapper that
 * picks its dev or prod build with a top-level `await import()`. Node 20's ESM loader
 * deadlocks on that web of waiting modules about one run in five: the config import never
 * settles and the process exits 13. The `production` condition comes first in those
 * export maps and names the static prod build, which has no top-level await.
 */
export function payloadScriptEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const options = env.NODE_OPTIONS ?? ''
  if (options.includes('--conditions=production')) return env
  return { ...env, NODE_OPTIONS: `${options} --conditions=production`.trim() }
}
