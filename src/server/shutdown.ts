import type { Server } from 'node:http'

import { log } from '@/lib/log'
import { runShutdownHooks } from '@/lib/shutdownHooks'

/**
 * SIGTERM (and SIGINT): stop accepting connections, let the requests in flight finish (a lead
 * is written and acknowledged inside its request), then let the jobs runner finish the job
 * under way, and exit 0. Idle keep-alive connections are closed at once; whatever is still
 * running after the timeout is cut, and the exit code says so.
 */
export function shutDownGracefully(server: Server, timeoutSeconds: number): void {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log().info({ signal }, 'shutting down: no new connections, finishing requests in flight')
    const deadline = setTimeout(() => {
      log().warn({ timeoutSeconds }, 'shutdown timeout: closing the connections still open')
      server.closeAllConnections()
      process.exit(1)
    }, timeoutSeconds * 1000)
    deadline.unref()
    server.close(() => {
      void runShutdownHooks().then((results) => {
        for (const result of results) if (result.status === 'rejected') log().error({ err: result.reason }, 'a shutdown task failed')
        log().info('shut down')
        process.exit(0)
      })
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
