import { describe, expect, it } from 'vitest'

import {
  bareNginxConfig,
  directiveValue,
  mirroredDirectives,
  pageHeaders,
  type StaticPage,
} from '../../bench/bareNginxConfig'

const PROXY_CONF = `# worker_processes 8; (a comment, not a directive)
user root;
worker_processes 2;
events { worker_connections 4096; }
http {
  keepalive_timeout 10s;
  server {
    listen 127.0.0.1:443 ssl http2;
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256;
    ssl_session_cache shared:TLS:10m;
    ssl_session_tickets off;
    proxy_ssl_protocols TLSv1;
  }
}`

describe('directiveValue', () => {
  it('finds a directive by its whole name, skipping comments and longer names', () => {
    expect(directiveValue(PROXY_CONF, 'worker_processes')).toBe('2')
    expect(directiveValue(PROXY_CONF, 'ssl_protocols')).toBe('TLSv1.2 TLSv1.3')
    expect(directiveValue(PROXY_CONF, 'keepalive_requests')).toBeUndefined()
  })
})

describe('mirroredDirectives', () => {
  it('copies the worker, TLS and keep-alive settings the proxy sets, and nothing else', () => {
    expect(mirroredDirectives(PROXY_CONF)).toEqual({
      worker_processes: '2',
      ssl_protocols: 'TLSv1.2 TLSv1.3',
      ssl_ciphers: 'ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256',
      ssl_session_cache: 'shared:TLS:10m',
      ssl_session_tickets: 'off',
      keepalive_timeout: '10s',
    })
  })
})

describe('bareNginxConfig', () => {
  const conf = bareNginxConfig({
    dir: '/tmp/bare',
    httpsPort: 18212,
    certPath: '/tmp/bare/cert.pem',
    keyPath: '/tmp/bare/key.pem',
    pages: [
      { path: '/', file: 'page-0.html' },
      { path: '/blog/a-post', file: 'page-1.html' },
    ],
    mirrored: mirroredDirectives(PROXY_CONF),
  })

  it('answers each page with its file and everything else with 404', () => {
    expect(conf).toContain('location = / { try_files /page-0.html =404; }')
    expect(conf).toContain('location = /blog/a-post { try_files /page-1.html =404; }')
    expect(conf).toContain('location / { return 404; }')
    expect(conf).toContain('gzip_static on;') // page-0.html.gz for clients that accept gzip
  })

  it('listens like the proxy, with its worker count and TLS settings, and logs nothing per request', () => {
    expect(conf).toMatch(/^worker_processes 2;$/m)
    expect(conf).toContain('listen 127.0.0.1:18212 ssl http2;')
    expect(conf).toContain('ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256;')
    expect(conf).toContain('ssl_session_tickets off;')
    expect(conf).toContain('keepalive_timeout 10s;')
    expect(conf).toContain('access_log off;')
    expect(conf.match(/worker_processes/g)).toHaveLength(1) // a main-context directive, never repeated inside http
  })

  /** A configuration that mirrors nothing, for `pages`. */
  const minimal = (pages: StaticPage[]) =>
    bareNginxConfig({ dir: '/d', httpsPort: 1, certPath: 'c', keyPath: 'k', pages, mirrored: {} })

  it('uses one worker when the proxy names none, as nginx does', () => {
    const plain = minimal([])
    expect(plain).toMatch(/^worker_processes 1;$/m)
  })

  it("sends the page's own headers with it, and refuses one it cannot copy faithfully", () => {
    const withHeaders = minimal([
      {
        path: '/',
        file: 'page-0.html',
        headers: [['Content-Security-Policy', "default-src 'self'; object-src 'none'"]],
      },
    ])
    expect(withHeaders).toContain(
      `location = / { add_header Content-Security-Policy "default-src 'self'; object-src 'none'" always; try_files /page-0.html =404; }`,
    )
    const page = (value: string) => ({ path: '/', file: 'p.html', headers: [['X-Test', value] as [string, string]] })
    for (const value of ['a "quoted" word', 'a $variable', 'back\\slash']) {
      expect(() => minimal([page(value)])).toThrow('cannot copy the header X-Test')
    }
  })
})

describe('pageHeaders', () => {
  it("keeps the page's headers, repeated ones too, and drops what nginx writes itself and the cache's report", () => {
    const lines: [string, string][] = [
      ['date', 'Sun, 22 Nov 2026 01:09:37 GMT'],
      ['content-type', 'text/html; charset=utf-8'],
      ['content-length', '25801'],
      ['connection', 'keep-alive'],
      ['etag', '"abc"'],
      ['strict-transport-security', 'max-age=63072000; includeSubDomains'],
      ['x-nextjs-prerender', '1'],
      ['x-nextjs-prerender', '1'],
      ['vary', 'rsc, Accept-Encoding'],
      ['x-cache-status', 'HIT'],
      ['x-request-id', 'f4c3'],
    ]
    expect(pageHeaders(lines)).toEqual([
      ['strict-transport-security', 'max-age=63072000; includeSubDomains'],
      ['x-nextjs-prerender', '1'],
      ['x-nextjs-prerender', '1'],
      ['vary', 'rsc, Accept-Encoding'],
      ['x-request-id', 'f4c3'],
    ])
  })
})
