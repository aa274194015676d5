import http from 'node:http'

import { RULES_PATH } from '../src/features/redirects/rulesRequest'

/** What the proxy does with a request for the redirect rules. */
export type RulesMode = 'pass' | 'hang' | 'stall'

/**
 * The soak's schedule, one minute long and repeated: the rules answer normally, then every
 * request for them hangs before any byte of an answer, then they answer again, then the answer
 * stops mid-body (headers and half the JSON sent, then nothing).
 */
export function rulesModeAt(elapsedMs: number): RulesMode {
  const second = Math.floor(elapsedMs / 1000) % 60
  if (second < 10) return 'pass'
  if (second < 30) return 'hang'
  if (second < 40) return 'pass'
  return 'stall'
}

export type RulesStallProxy = {
  url: string
  counts: Record<RulesMode, number>
  /** Starts the schedule (until then every request passes), so its phases line up with the traffic. */
  startFaults: () => void
  close: () => Promise<void>
}

/**
 * A plain HTTP proxy for REVALIDATE_URL: the server reaches itself through it (its proxy's
 * redirect-rule refreshes, cache expiries from the jobs runner), so the server under test runs
 * its production code unchanged while the rules endpoint misbehaves. Everything is forwarded
 * to `target` except `RULES_PATH`, which follows `modeAt(ms since startFaults())` once
 * startFaults() has been called, and passes before. Held answers are released only by close().
 */
export async function startRulesStallProxy(
  port: number,
  target: string,
  modeAt: (elapsedMs: number) => RulesMode = rulesModeAt,
): Promise<RulesStallProxy> {
  let faultsFrom: number | undefined
  const counts: Record<RulesMode, number> = { pass: 0, hang: 0, stall: 0 }
  const held = new Set<http.ServerResponse>()
  const upstream = new URL(target)

  const server = http.createServer((request, response) => {
    const isRules = new URL(request.url ?? '/', 'http://proxy.invalid').pathname === RULES_PATH
    const mode = isRules && faultsFrom !== undefined ? modeAt(performance.now() - faultsFrom) : 'pass'
    if (request.url?.startsWith(RULES_PATH)) counts[mode] += 1
    if (mode === 'hang') {
      held.add(response)
      request.resume()
      return
    }
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        if (mode === 'pass') {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
          return
        }
        // Stall: the headers and the first half of the body, as if the connection froze.
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const body = Buffer.concat(chunks)
          const headers = { ...answer.headers, 'content-length': String(body.length) }
          delete headers['transfer-encoding']
          response.writeHead(answer.statusCode ?? 502, headers)
          response.write(body.subarray(0, Math.max(1, Math.floor(body.length / 2))))
          held.add(response)
        })
      },
    )
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(forwarded)
  })
  // Clients that give up close their sockets; nothing to log.
  server.on('clientError', (_error, socket) => socket.destroy())
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    startFaults: () => void (faultsFrom ??= performance.now()),
    close: async () => {
      for (const response of held) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
