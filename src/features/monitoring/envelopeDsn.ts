import { sentryDsnParts } from '@/lib/sentryDsn'

/**
 * The DSN a Sentry envelope is addressed to: its header, the first line, is JSON, and the
 * SDK names the DSN there whenever it sends through a tunnel. Undefined when there is none.
 */
export function envelopeDsn(envelope: Uint8Array): string | undefined {
  const end = envelope.indexOf(0x0a)
  const firstLine = new TextDecoder().decode(end === -1 ? envelope : envelope.subarray(0, end))
  let header: unknown
  try {
    header = JSON.parse(firstLine)
  } catch {
    return undefined
  }
  if (typeof header !== 'object' || header === null || !('dsn' in header)) return undefined
  return typeof header.dsn === 'string' ? header.dsn : undefined
}

/**
 * Whether `dsn` is the configured project on the configured server. The key is not compared:
 * the server checks it, and the tunnel forwards only ever to the configured server anyway.
 */
export function isConfiguredProject(dsn: string, configured: string): boolean {
  const [theirs, ours] = [sentryDsnParts(dsn), sentryDsnParts(configured)]
  return Boolean(theirs && ours && theirs.origin === ours.origin && theirs.projectId === ours.projectId)
}
