import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { benchBrowser } from '../scripts/lib/browsers'

import { interleaved } from './interleaved'
import {
  CATEGORIES,
  lighthouseProblems,
  lighthouseSample,
  medianSample,
  type LighthouseSample,
} from './lighthouseFigures'

/** `problems`: every run's, together (see lighthouseProblems); `version`: Lighthouse's, as its report gives it. */
export type LighthouseResult = LighthouseSample & { label: string; problems: string[]; version: string }

/** A page to measure: `label` is what the tables call it, `url` where it is. */
export type LighthouseTarget = { label: string; url: string }

/**
 * Lighthouse 13 with its default (mobile) preset and simulated throttling, in one Debian
 * Chromium, `rounds` times per page in alternating rounds (interleaved.ts): a few seconds of
 * a neighbour's load then land on one run of several pages, not on every run of one page.
 * Each figure is the median of the runs that completed.
 */
export async function runLighthouse(targets: LighthouseTarget[], rounds = 3): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? benchBrowser(),
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
    const byLabel = new Map(targets.map((target) => [target.label, target]))
    const audit = async (label: string, categories: readonly string[] = CATEGORIES) => {
      const result = await lighthouse(byLabel.get(label)!.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      })
      return result!.lhr
    }
    // A Chromium just launched is still starting its own services, and the first page it loads
    // scored 10-15 points below the same page loaded next; each server's first answers are slow
    // too. So every page is loaded once, uncounted (performance only, which is what that cost
    // skews), before the rounds.
    const runs = await interleaved([...byLabel.keys()], rounds, (label) => audit(label, ['performance']), (label) => audit(label))
    return targets.map(({ label }) => {
      const reports = runs.get(label)!
      const samples = reports.filter((lhr) => !lhr.runtimeError).map(lighthouseSample)
      // A run Lighthouse could not complete has no figures (scores 0, metrics NaN): it would only
      // skew the median, and its error is listed among the problems. All voided: report one.
      const median = samples.length > 0 ? medianSample(samples) : lighthouseSample(reports[0]!)
      return {
        label,
        ...median,
        problems: [...new Set(reports.flatMap(lighthouseProblems))],
        version: reports[0]!.lighthouseVersion,
      }
    })
  } finally {
    chrome.kill()
  }
}
