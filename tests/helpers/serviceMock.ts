import { getGlobalDispatcher, MockAgent, setGlobalDispatcher } from 'undici'

export type SentRequest = { url: string; method: string; headers: Record<string, string>; body: string }

/**
 * Stands in for third-party services reached through postToService (undici): no request
 * leaves the process, every one is recorded, and each origin answers as the test says.
 */
export function serviceMock() {
  const previous = getGlobalDispatcher()
  const agent = new MockAgent()
  agent.disableNetConnect()
  setGlobalDispatcher(agent)
  const sent: SentRequest[] = []
  const record = (origin: string, options: { path: string; method: string; headers?: unknown; body?: unknown }) => {
    const headers = Object.fromEntries(
      Object.entries((options.headers ?? {}) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), String(value)]),
    )
    sent.push({ url: `${origin}${options.path}`, method: options.method, headers, body: String(options.body ?? '') })
  }
  return {
    sent,
    /** Every request to `origin` gets `status` and `body`. */
    answer(origin: string, status: number, body: unknown = '') {
      agent
        .get(origin)
        .intercept({ path: () => true, method: () => true })
        .reply(status, (options) => {
          record(origin, options)
          return typeof body === 'string' ? body : JSON.stringify(body)
        })
        .persist()
    },
    /** Every request to `origin` fails as an unreachable host would. */
    fail(origin: string) {
      agent.get(origin).intercept({ path: () => true, method: () => true }).replyWithError(new Error('connect ECONNREFUSED')).persist()
    },
    async close() {
      setGlobalDispatcher(previous)
      await agent.close()
    },
  }
}
