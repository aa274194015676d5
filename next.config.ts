import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { nextCacheConfig } from './src/cms/cache/nextCacheConfig'
import { adminPolicy } from './src/features/security/adminPolicy'
import { SECURITY_HEADERS } from './src/features/security/securityHeaders'
import { dataDirTracingExcludes } from './src/lib/dataDirTracing'

const nextConfig: NextConfig = {
  // Tests build into their own folder so a developer's build (made against their own
  // database) is never reused by a test run, and vice versa.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  ...nextCacheConfig(),
  // A self-contained server folder (only the files the server needs) to deploy on each instance.
  output: 'standalone',
  // Nothing of the data directory (secret, database, uploads) may be traced into the build:
  // the standalone folder is the artifact one deploys. Keys are route globs; '/*' is every route.
  outputFileTracingExcludes: { '/*': dataDirTracingExcludes(), '/**': dataDirTracingExcludes() },
  // Compression happens in src/server, after the page's Content-Security-Policy is computed
  // from the plain HTML; Next compressing first would hand that step gzip bytes.
  compress: false,
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` is the type gate; the start-time build stays fast
  // One file name under the media file route (`**` also matched the bare folder, a 500).
  images: { localPatterns: [{ pathname: '/api/media/file/*' }] },
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      { source: '/admin/:path*', headers: [{ key: 'Content-Security-Policy', value: adminPolicy() }] },
      { source: '/admin', headers: [{ key: 'Content-Security-Policy', value: adminPolicy() }] },
    ]
  },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every page for the visitor's colour scheme client hint (`Critical-CH`), which
 * makes Chromium restart each first navigation, and varies every response on it, which splits
 * the proxy cache in two. Only the admin follows the scheme: the hint stays there.
 */
export default {
  ...withCms,
  async headers() {
    const rules = (await withCms.headers?.()) ?? []
    return rules.map((rule) =>
      rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
    )
  },
} satisfies NextConfig
