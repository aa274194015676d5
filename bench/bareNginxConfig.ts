/**
 * A page the bare server answers with a file's bytes (and `<file>.gz` to clients accepting
 * gzip), and with `headers`, the page's own response headers (see pageHeaders).
 */
export type StaticPage = { path: string; file: string; headers?: [string, string][] }

/**
 * Headers nginx writes itself for a static file (date, length, type, encoding, validators,
 * framing), the hop-by-hop ones, and the micro-cache's report of its own work: none of these is
 * the page's.
 */
const NOT_THE_PAGES = new Set([
  'date',
  'server',
  'content-length',
  'content-type',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'etag',
  'last-modified',
  'accept-ranges',
  'x-cache-status',
])

/**
 * The response headers the micro-cache sends with a page that belong to the page (security
 * headers with the page's CSP, Cache-Control, Vary, the request id, Next's own), for the bare
 * server to send too: a security site's page is not served without them, so the physical
 * limit is sending the same answer, bytes of headers included, not the body alone.
 */
export const pageHeaders = (lines: [string, string][]): [string, string][] =>
  lines.filter(([name]) => !NOT_THE_PAGES.has(name.toLowerCase()))

/** One `add_header` line; refuses what a double-quoted nginx string cannot hold as it is. */
function addHeader([name, value]: [string, string]): string {
  if (!/^[A-Za-z0-9-]+$/.test(name) || /["\\$\r\n]/.test(value)) {
    throw new Error(`cannot copy the header ${name}: ${value} into an nginx configuration`)
  }
  return `add_header ${name} "${value}" always;`
}

/**
 * What the bare server copies from the micro-cache's rendered configuration when it is set
 * there, so that the two differ only in proxying and caching: worker count, TLS and keep-alive.
 */
export const MIRRORED_DIRECTIVES = [
  'worker_processes',
  'ssl_protocols',
  'ssl_ciphers',
  'ssl_prefer_server_ciphers',
  'ssl_session_cache',
  'ssl_session_timeout',
  'ssl_session_tickets',
  'keepalive_timeout',
  'keepalive_requests',
] as const

export type BareNginxConfig = {
  dir: string
  httpsPort: number
  certPath: string
  keyPath: string
  pages: StaticPage[]
  mirrored: Partial<Record<(typeof MIRRORED_DIRECTIVES)[number], string>>
}

/** The value of the first `name value;` directive in an nginx configuration, comments skipped. */
export function directiveValue(conf: string, name: string): string | undefined {
  const uncommented = conf.replace(/#[^\n]*/g, '')
  return new RegExp(`(?:^|[\\s;{}])${name}\\s+([^;{}]+);`).exec(uncommented)?.[1]?.trim()
}

/** Every mirrored directive the configuration sets, with its value. */
export function mirroredDirectives(conf: string): BareNginxConfig['mirrored'] {
  const found: BareNginxConfig['mirrored'] = {}
  for (const name of MIRRORED_DIRECTIVES) {
    const value = directiveValue(conf, name)
    if (value !== undefined) found[name] = value
  }
  return found
}

/**
 * The physical limit: nginx answering each page from a file with exactly the HTML bytes the
 * site served and the page's headers, and nothing else — no proxying, no cache lookup, no
 * access log. Listening as the micro-cache does (TLS, HTTP/2 offered, HTTP/1.1 to wrk).
 */
export function bareNginxConfig(config: BareNginxConfig): string {
  const { dir, mirrored } = config
  const { worker_processes: workers = '1', ...httpLevel } = mirrored
  const copied = Object.entries(httpLevel)
    .map(([name, value]) => `  ${name} ${value};`)
    .join('\n')
  const locations = config.pages
    .map((page) => {
      const headers = (page.headers ?? []).map((line) => ` ${addHeader(line)}`).join('')
      return `    location = ${page.path} {${headers} try_files /${page.file} =404; }`
    })
    .join('\n')
  return `worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  tcp_nopush on;
${copied}
  server {
    listen 127.0.0.1:${config.httpsPort} ssl http2;
    ssl_certificate ${config.certPath};
    ssl_certificate_key ${config.keyPath};
    root ${dir}/html;
    default_type 'text/html; charset=utf-8';
    # Compressed once, ahead of time: the least a server can do for a client that accepts gzip.
    gzip_static on;
${locations}
    location / { return 404; }
  }
}
`
}
