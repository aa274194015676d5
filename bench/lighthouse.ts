import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import {
  CATEGORIES,
  lighthouseProblems,
  lighthouseSample,
  medianSample,
  type LighthouseSample,
} from './lighthouseFigures'

/** `problems`: every run's, together (see lighthouseProblems). */
export type LighthouseResult = LighthouseSample & { path: string; problems: string[] }

/**
 * Lighthouse 12 with its default (mobile) preset and simulated throttling, in Debian's
 * Chromium, `runs` times per page; each figure is the median of the runs that completed.
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
    // A Chromium just launched is still starting its own services, and the first page it
    // loads scored 10-15 points below the same page loaded next (home, always first, read
    // 83-87 where later runs read 92-96). One load that is not counted leaves that cost out.
    if (paths[0]) await lighthouse(new URL(paths[0], origin).href, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] })
    const results: LighthouseResult[] = []
    for (const path of paths) {
      const samples: LighthouseSample[] = []
      const voided: LighthouseSample[] = []
      const problems = new Set<string>()
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(new URL(path, origin).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        })
        const lhr = result!.lhr
        if (lhr.runtimeError) voided.push(lighthouseSample(lhr))
        else samples.push(lighthouseSample(lhr))
        for (const problem of lighthouseProblems(lhr)) problems.add(problem)
      }
      // A run Lighthouse could not complete has no figures (scores 0, metrics NaN): it would only
      // skew the median, and its error is listed among the problems. All voided: report one.
      const median = samples.length > 0 ? medianSample(samples) : voided[0]!
      results.push({ path, ...median, problems: [...problems] })
    }
    return results
  } finally {
    chrome.kill()
  }
}
