import { Agent, request } from 'undici'

/**
 * The bench's own nginx servers present self-signed certificates made for the run; what is
 * measured is serving, not trust, so the bench's checks accept them (wrk does not verify either).
 */
const dispatcher = new Agent({ connect: { rejectUnauthorized: false } })

/** `headerLines`: every response header as sent, one [name, value] per line (repeated names too). */
export type LocalAnswer = { status: number; header: (name: string) => string; headerLines: [string, string][]; body: Buffer }

/** GET a URL on this machine as wrk does (no Accept-Encoding, so the body is the page's plain bytes). */
export async function localGet(url: string): Promise<LocalAnswer> {
  const answer = await request(url, { dispatcher })
  const body = Buffer.from(await answer.body.arrayBuffer())
  const header = (name: string) => {
    const value = answer.headers[name.toLowerCase()]
    return Array.isArray(value) ? value.join(', ') : (value ?? '')
  }
  const headerLines = Object.entries(answer.headers).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value ?? '']).map((one): [string, string] => [name, one]),
  )
  return { status: answer.statusCode, header, headerLines, body }
}

/** Poll until `url` answers at all (any status), or throw after `timeoutMs`. */
export async function waitForAnswer(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await localGet(url)
      return
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`, { cause: error })
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
