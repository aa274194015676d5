import { gzipSync } from 'node:zlib'

import { chromium } from 'playwright'

import { benchBrowser } from '../scripts/lib/browsers'
import { PLAYGROUND_SURFACES, type PlaygroundSurface } from '../src/blocks/Playground/surfaces'

export type SurfaceCode = { surface: PlaygroundSurface; path: string; scripts: number; rawBytes: number; gzipBytes: number }

/** The seeded page that holds each surface. */
const PLACED: Record<PlaygroundSurface, string> = {
  relay: '/products/relay',
  cardForm: '/products/card-collection',
  binLookup: '/products/bin-lookup',
}

/**
 * What each playground costs when a visitor uses it, on top of the page's first load (which the
 * pages part holds to its budget): the scripts Chromium fetches between the page settling and
 * the surface going live after "Try it". The window is short, so the section is far below the
 * fold and nothing loads it before the press.
 */
export async function measureSurfaceCode(origin: string): Promise<SurfaceCode[]> {
  const browser = await chromium.launch({ executablePath: benchBrowser(), args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const rows: SurfaceCode[] = []
    for (const [surface, path] of Object.entries(PLACED) as [PlaygroundSurface, string][]) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 400 } })
      try {
        await page.goto(new URL(path, origin).href, { waitUntil: 'networkidle' })
        const bodies: Promise<Buffer>[] = []
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script') bodies.push(response.body())
        })
        const { name } = PLAYGROUND_SURFACES[surface]
        const region = page.getByRole('region', { name })
        await region.getByRole('button', { name: `Try it: ${name}` }).click()
        await region.getByText('Live', { exact: true }).waitFor()
        await page.waitForLoadState('networkidle')
        const scripts = await Promise.all(bodies)
        rows.push({
          surface,
          path,
          scripts: scripts.length,
          rawBytes: scripts.reduce((sum, body) => sum + body.length, 0),
          gzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
        })
      } finally {
        await page.close()
      }
    }
    return rows
  } finally {
    await browser.close()
  }
}
