import { isIP } from 'node:net'

import { isPublicAddress } from './publicAddress'

export const STATUS_URL_MESSAGE =
  'Enter the https:// address of a public status page, like https://status.example.com/api/v2/status.json. Addresses on this server or a private network are refused.'

/** Names that only mean something inside a machine or a private network. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|lan|home\.arpa)$/i

/**
 * Why this status JSON URL cannot be saved, or undefined when it may be. A first check for
 * editors; the fetch itself checks the address the name resolves to (guardedRequest.ts).
 */
export function statusUrlProblem(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return STATUS_URL_MESSAGE
  }
  if (url.protocol !== 'https:' || url.username || url.password) return STATUS_URL_MESSAGE
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '')
  if (isIP(host)) return isPublicAddress(host) ? undefined : STATUS_URL_MESSAGE
  if (!host.includes('.') || LOCAL_NAME.test(host)) return STATUS_URL_MESSAGE
  return undefined
}
