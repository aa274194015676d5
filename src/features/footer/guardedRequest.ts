import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'

import { Agent, request } from 'undici'

import { isPublicAddress } from '@/lib/http/publicAddress'

export class RefusedAddressError extends Error {
  readonly code = 'ERR_REFUSED_ADDRESS'
}

export type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void

const systemResolve: Resolve = (hostname, options, callback) => dnsLookup(hostname, options, callback)

export type GuardOptions = {
  timeoutMs: number
  maxBytes: number
  /** The address policy; tests widen it to reach a local server. */
  allowAddress?: (address: string) => boolean
  /** Name resolution (every address of a name); tests make a name resolve where they want. */
  resolve?: Resolve
  /** Extra TLS trust, for tests with their own certificate authority. */
  ca?: string | Buffer
}

/**
 * A lookup for the socket itself: every address the name resolves to must pass the policy,
 * and the socket connects to one of those same addresses. Checking a name and then letting
 * the connection resolve it again would leave a window for DNS rebinding.
 */
function guardedLookup(resolve: Resolve, allow: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = Array.isArray(addresses) ? addresses : []
      if (list.length === 0 || list.some((entry) => !allow(entry.address))) {
        return callback(new RefusedAddressError(`${hostname} resolves to an address this server may not call`), '', 0)
      }
      if (options.all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, list)
      return callback(null, list[0]!.address, list[0]!.family)
    })
  }
}

/**
 * GET an https URL an editor configured, as a guarded client: https only, public addresses
 * only (checked on the address actually connected to), no redirects followed (a 3xx is
 * answered as is), one deadline for the whole exchange, and at most `maxBytes` of body.
 * Throws on any refusal; the caller falls back.
 */
export async function guardedGet(url: string, options: GuardOptions): Promise<{ status: number; body: string }> {
  const target = new URL(url)
  const allow = options.allowAddress ?? isPublicAddress
  if (target.protocol !== 'https:') throw new RefusedAddressError('only https URLs are fetched')
  if (target.username || target.password) throw new RefusedAddressError('URLs with credentials are not fetched')
  // An address literal never reaches the lookup (the socket connects to it directly).
  const literal = target.hostname.replace(/^\[(.*)\]$/, '$1')
  if (isIP(literal) && !allow(literal)) throw new RefusedAddressError(`${literal} is not an address this server may call`)

  const signal = AbortSignal.timeout(options.timeoutMs)
  const agent = new Agent({
    connect: {
      lookup: guardedLookup(options.resolve ?? systemResolve, allow),
      timeout: options.timeoutMs,
      ...(options.ca ? { ca: options.ca } : {}),
    },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    maxResponseSize: options.maxBytes,
    pipelining: 0,
  })
  try {
    const response = await request(target, {
      dispatcher: agent,
      signal,
      headers: { accept: 'application/json' },
    })
    const declared = Number(response.headers['content-length'])
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      response.body.destroy()
      throw new Error('the answer is larger than allowed')
    }
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length
      if (size > options.maxBytes) {
        response.body.destroy()
        throw new Error('the answer is larger than allowed')
      }
      chunks.push(chunk as Buffer)
    }
    return { status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }
  } finally {
    void agent.destroy().catch(() => undefined)
  }
}
