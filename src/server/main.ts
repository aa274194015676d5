/**
 * The production HTTP server: Next's request handler inside a plain Node server that adds what
 * Next cannot do for prerendered pages (a hash-based Content-Security-Policy per page), plus a
 * request id, a JSON access log, compression and a graceful shutdown. `npm start` runs it from
 * the standalone build (scripts/lib/nextBuild.ts bundles it there); see README "Production".
 */
import http from 'node:http'
import path from 'node:path'

import compression from 'compression'

import { readAddedInlineScripts } from '@/features/security/addedInlineScriptsFile'
import { sitePolicy } from '@/features/security/contentSecurityPolicy'
import { getEnv } from '@/lib/env'
import { log } from '@/lib/log'

import { accessLog } from './accessLog'
import { limitRequestBody } from './bodyLimit'
import { forwardedHeadersFixer } from './clientAddress'
import { criticalCssPages } from './criticalCss/pageCache'
import { CRITICAL_CSS_WORKER_FILE, criticalCssWorker } from './criticalCss/workerClient'
import { addPolicyToHtml } from './htmlSecurityPolicy'
import { prepareNextApp } from './nextApp'
import { notFoundDocumentReplacer } from './notFoundDocument'
import { assignRequestId } from './requestId'
import { shutDownGracefully } from './shutdown'

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void

const env = getEnv()
const distDir = process.env.NEXT_DIST_DIR || '.next'
const handle = await prepareNextApp(process.cwd(), distDir, env.PORT)
const compress = compression() as unknown as Middleware
const fixForwardedHeaders = forwardedHeadersFixer(env.TRUSTED_PROXIES)
// Written by the build beside this file (the standalone folder is the working directory).
const added = readAddedInlineScripts(process.cwd())
const replaceNotFound = notFoundDocumentReplacer(env.revalidateUrl)
const withCriticalCss = criticalCssPages(
  criticalCssWorker(
    new URL(`./${CRITICAL_CSS_WORKER_FILE}`, import.meta.url),
    path.join(process.cwd(), distDir, 'static'),
  ),
)
const isAdmin = (url: string) => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')

const server = http.createServer((req, res) => {
  // Each layer (access log, compression, Next's renderer) listens for the response's end; more
  // than Node's default of 10 on one short-lived response is expected, not a leak.
  res.setMaxListeners(32)
  fixForwardedHeaders(req)
  assignRequestId(req, res)
  accessLog(req, res)
  compress(req, res, () => {
    const url = req.url ?? '/'
    // The admin's looser policy is a static header (next.config.ts); API answers are not documents.
    if (!isAdmin(url) && !url.startsWith('/api/') && !url.startsWith('/_next/')) {
      addPolicyToHtml(
        res,
        (hashes) => sitePolicy(env, hashes, added),
        async (body) => withCriticalCss(res, await replaceNotFound(req, res, body)),
      )
    }
    limitRequestBody(req, res, () => void handle(req, res))
  })
})
// Longer than the proxy's upstream keep-alive, so the proxy never reuses a connection we just closed.
server.keepAliveTimeout = 75_000
server.headersTimeout = 80_000
// LISTEN_HOST, or every address, IPv4 and IPv6 (never $HOSTNAME, which shells set to the machine's name).
const listening = () => log().info({ port: env.PORT, host: env.LISTEN_HOST ?? '*' }, 'server listening')
if (env.LISTEN_HOST) server.listen(env.PORT, env.LISTEN_HOST, listening)
else server.listen(env.PORT, listening)
shutDownGracefully(server, env.SHUTDOWN_TIMEOUT_SECONDS)
