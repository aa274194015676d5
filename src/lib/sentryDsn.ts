/** The parts of a Sentry DSN (`scheme://publicKey@host[:port]/[path/]projectId`). */
export type SentryDsn = { origin: string; publicKey: string; projectId: string; pathPrefix: string }

/**
 * Parses a DSN the way Sentry's SDKs do, so a self-hosted server under a path works too.
 * Undefined when the value is not a DSN.
 */
export function sentryDsnParts(dsn: string): SentryDsn | undefined {
  let url: URL
  try {
    url = new URL(dsn)
  } catch {
    return undefined
  }
  if (!/^https?:$/.test(url.protocol) || !url.username) return undefined
  const segments = url.pathname.split('/').filter(Boolean)
  const projectId = segments.pop()
  if (!projectId || !/^\d+$/.test(projectId)) return undefined
  return {
    origin: url.origin,
    publicKey: decodeURIComponent(url.username),
    projectId,
    pathPrefix: segments.length ? `/${segments.join('/')}` : '',
  }
}
