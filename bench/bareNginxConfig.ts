/** A page the bare server answers with a file's bytes (and `<file>.gz` to clients accepting gzip). */
export type StaticPage = { path: string; file: string }

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
 * site served, and nothing else — no proxying, no cache lookup, no security headers, no access
 * log. Listening as the micro-cache does (TLS, HTTP/2 offered, HTTP/1.1 to wrk).
 */
export function bareNginxConfig(config: BareNginxConfig): string {
  const { dir, mirrored } = config
  const { worker_processes: workers = '1', ...httpLevel } = mirrored
  const copied = Object.entries(httpLevel)
    .map(([name, value]) => `  ${name} ${value};`)
    .join('\n')
  const locations = config.pages
    .map((page) => `    location = ${page.path} { try_files /${page.file} =404; }`)
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
