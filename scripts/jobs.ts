/**
 * `npm run jobs`: the jobs runner as a process of its own (lead deliveries, emails to sales,
 * scheduled publish/unpublish), for a deployment whose servers run with JOBS_RUNNER=false.
 * Exactly one runner per deployment: this or the servers, never both. It expects a database
 * `npm start` has migrated. Runs until SIGTERM or SIGINT, then finishes the job under way.
 * Its published changes reach the server's page cache through the signed POST to
 * REVALIDATE_URL/api/revalidate (default http://127.0.0.1:PORT), so point that at a server.
 */
import { loadEnvOrExit } from './lib/loadEnv'
import { payloadScriptEnv } from './lib/payloadScriptEnv'
import { serve } from './lib/run'

loadEnvOrExit('production')
Object.assign(process.env, payloadScriptEnv())
serve('node_modules/.bin/tsx', ['scripts/jobs-runner.ts'])
