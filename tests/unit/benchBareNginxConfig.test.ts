import { describe, expect, it } from 'vitest'

import { bareNginxConfig, directiveValue, mirroredDirectives } from '../../bench/bareNginxConfig'

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

  it('uses one worker when the proxy names none, as nginx does', () => {
    const plain = bareNginxConfig({ dir: '/d', httpsPort: 1, certPath: 'c', keyPath: 'k', pages: [], mirrored: {} })
    expect(plain).toMatch(/^worker_processes 1;$/m)
  })
})
