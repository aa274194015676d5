import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export type LighthouseResult = {
  path: string
  performance: number
  accessibility: number
  'best-practices': number
  seo: number
  cls: number
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * Lighthouse 12 with its default (mobile) preset and simulated throttling, in Debian's
 * Chromium, `runs` times per page; each figure is the median of the runs.
 */
export async function runLighthouse(origin: string, paths: string[], runs = 3): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    const results: LighthouseResult[] = []
    for (const path of paths) {
      const samples: Record<string, number>[] = []
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(new URL(path, origin).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        })
        const lhr = result!.lhr
        samples.push({
          ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        })
      }
      const pick = (key: string) => median(samples.map((sample) => sample[key]!))
      results.push({
        path,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        'best-practices': pick('best-practices'),
        seo: pick('seo'),
        cls: pick('cls'),
      })
    }
    return results
  } finally {
    chrome.kill()
  }
}
