/**
 * Issue 5's benchmark: before consent no third-party JavaScript arrives, the consent banner
 * adds at most 5 KB gzip, and the analytics and monitoring SDKs are in no page's first-load
 * JavaScript. The site runs on its own database and build with every integration configured
 * (pointing at a local fake), so the gating is measured for real.
 */
import { measureBannerWeight } from './bannerWeight'
import { aBlogPost } from './blogPost'
import { startFakeIntegrations } from './fakeIntegrations'
import { markersInBuild, SDK_MARKERS, sdksInFirstLoad } from './sdkMarkers'
import { startSite } from './server'
import { GATED_HOSTS, measureThirdPartyTraffic, STUB_BYTES } from './thirdPartyBytes'

const DATA_DIR = '.bench-consent-data'
const DIST_DIR = '.next-bench-consent'
const BANNER_TARGET_BYTES = 5 * 1024
const PATHS = ['/', '/products/relay', '/pricing', '/blog', '/careers']
const ACCEPT_ON = '/'

const kb = (bytes: number) => (bytes / 1024).toFixed(2)

/** Runs the consent bench on `port`, prints its tables and returns what missed its target. */
export async function benchConsent(port: number): Promise<string[]> {
  const misses: string[] = []
  const fakes = await startFakeIntegrations()
  try {
    const site = await startSite(port, {
      DATA_DIR,
      NEXT_DIST_DIR: DIST_DIR,
      SITE_URL: `http://127.0.0.1:${port}`,
      GTM_ID: 'GTM-BENCH1',
      HUBSPOT_PORTAL_ID: '4242',
      LINKEDIN_PARTNER_ID: '777',
      INTERCOM_APP_ID: 'benchapp',
      CHAT_IDENTITY_SECRET: 'bench-chat-identity-secret-0123456789abcdef',
      SEGMENT_WRITE_KEY: 'bench-write-key',
      ANALYTICS_PIPELINE_URL: fakes.url,
      PLAUSIBLE_SCRIPT_URL: `${fakes.url}/js/pa-bench.js`,
      SENTRY_DSN: `http://benchkey@127.0.0.1:${fakes.port}/1`,
    })
    try {
      misses.push(...(await thirdPartyBeforeConsent(site.origin)))
      misses.push(...(await bannerWeight()))
      misses.push(...(await sdksOutOfFirstLoad(site.origin)))
    } finally {
      await site.stop()
    }
  } finally {
    await fakes.close()
  }
  return misses
}

async function thirdPartyBeforeConsent(origin: string): Promise<string[]> {
  const misses: string[] = []
  const { before, afterAccept } = await measureThirdPartyTraffic(origin, PATHS, ACCEPT_ON)
  console.log(
    `\nThird-party requests before consent (Chromium, Europe/Berlin, nothing stored; ${GATED_HOSTS.length} gated hosts answered by ${STUB_BYTES}-byte stubs, everything else unresolvable; 2 s after the page's integrations started)\n`,
  )
  console.table(
    before.map((row) => ({
      page: row.path,
      'integrations started': row.integrationsStarted ? 'yes' : 'NO',
      'third-party requests': row.requests,
      'third-party JS bytes': row.scriptBytes,
      'non-script requests': row.nonScriptRequests,
      target: 0,
      hosts: row.hosts.join(' ') || '-',
    })),
  )
  for (const row of before) {
    if (!row.integrationsStarted) misses.push(`consent: integrations never started on ${row.path}`)
    if (row.requests > 0 || row.scriptBytes > 0 || row.nonScriptRequests > 0)
      misses.push(`consent: third-party before consent on ${row.path}`)
  }
  console.log(`\nThe same measurement 2 s after Accept on ${afterAccept.path} (it must see the gated scripts)\n`)
  console.table([
    {
      page: afterAccept.path,
      'Accept clicked': afterAccept.accepted ? 'yes' : 'NO',
      'third-party requests': afterAccept.requests,
      'third-party JS bytes': afterAccept.scriptBytes,
      'third-party JS KB': kb(afterAccept.scriptBytes),
      'non-script requests': afterAccept.nonScriptRequests,
      hosts: afterAccept.hosts.join(' ') || '-',
    },
  ])
  if (!afterAccept.accepted || afterAccept.requests === 0)
    misses.push('consent: no third-party request after Accept (the measurement is blind)')
  return misses
}

async function bannerWeight(): Promise<string[]> {
  const weight = await measureBannerWeight(DIST_DIR)
  console.log(
    `\nWhat the consent banner adds: its own modules bundled by esbuild, minified, react/react-dom/next external (already in every page's first load), gzip level 9\n`,
  )
  console.table([
    {
      modules: weight.modules.length,
      'raw bytes': weight.rawBytes,
      'gzip bytes': weight.gzipBytes,
      'gzip KB': kb(weight.gzipBytes),
      'target gzip bytes': BANNER_TARGET_BYTES,
      met: weight.gzipBytes <= BANNER_TARGET_BYTES ? 'yes' : 'NO',
    },
  ])
  console.log(`modules: ${weight.modules.join(', ')}`)
  const builtGzip = weight.builtChunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0)
  console.log(
    `\nCross-check, context only (not judged): built chunk(s) in ${DIST_DIR}/static/chunks containing "Cookie consent"; they are the after-hydration code, which also holds the toaster, overlay, integrations and debug-panel hosts\n`,
  )
  console.table(
    weight.builtChunks.map((chunk) => ({
      chunk: chunk.file,
      'raw bytes': chunk.rawBytes,
      'gzip bytes': chunk.gzipBytes,
      'gzip KB': kb(chunk.gzipBytes),
    })),
  )
  console.log(`${weight.builtChunks.length} chunk(s), ${builtGzip} bytes gzip in all`)
  return weight.gzipBytes > BANNER_TARGET_BYTES ? ['consent: banner over 5 KB gzip'] : []
}

async function sdksOutOfFirstLoad(origin: string): Promise<string[]> {
  const misses: string[] = []
  const pages = []
  for (const path of [...PATHS, await aBlogPost(origin)]) pages.push(await sdksInFirstLoad(origin, path))
  console.log(
    `\nAnalytics, monitoring and debug SDKs in first-load JavaScript (the external scripts the first-load figure counts), found by a marker each: ${SDK_MARKERS.map(({ sdk, marker }) => `${sdk} "${marker}"`).join(', ')}; target: no\n`,
  )
  console.table(
    pages.map((page) => ({
      page: page.path,
      scripts: page.scripts,
      ...Object.fromEntries(SDK_MARKERS.map(({ sdk }) => [sdk, page.inFirstLoad[sdk] ? 'IN FIRST LOAD' : 'no'])),
    })),
  )
  for (const page of pages) {
    for (const { sdk } of SDK_MARKERS)
      if (page.inFirstLoad[sdk]) misses.push(`consent: ${sdk} in first load of ${page.path}`)
  }
  const checks = markersInBuild(DIST_DIR)
  console.log(
    `\nEach marker is real: chunk files in ${DIST_DIR}/static/chunks containing it (the SDK is in the build, loaded lazily; target ≥ 1)\n`,
  )
  console.table(
    checks.map((check) => ({
      sdk: check.sdk,
      marker: check.marker,
      'chunk files': check.chunks,
      'marker found': check.chunks >= 1 ? 'yes' : 'NO (wrong marker)',
    })),
  )
  misses.push(
    ...checks.filter((check) => check.chunks < 1).map((check) => `consent: ${check.sdk} marker not in the build`),
  )
  return misses
}
