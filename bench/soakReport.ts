import type { RulesMode } from './rulesStallProxy'
import type { Sample, SoakKind } from './soakTraffic'

/** Every page request (a redirect and a 404 included) must be answered within this. */
export const PAGE_LIMIT_MS = 5_000

const PAGE_KINDS: SoakKind[] = ['page', 'redirect', 'not found']
const EXPECTED: Record<SoakKind, number> = {
  page: 200,
  redirect: 301,
  'not found': 404,
  lead: 200,
  'admin edit': 200,
  image: 200,
  ready: 200,
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

export type KindRow = {
  kind: SoakKind
  requests: number
  'p50 ms': number
  'p99 ms': number
  'max ms': number
  'non-2xx': number
  'other than expected': number
  'no answer': number
}

/** Per kind: count, p50/p99/max latency, non-2xx answers, answers other than the kind's expected status, requests never answered. */
export function kindRows(samples: Sample[]): KindRow[] {
  const kinds = [...new Set(samples.map((sample) => sample.kind))]
  return kinds.map((kind) => {
    const of = samples.filter((sample) => sample.kind === kind)
    const sorted = of.map((sample) => sample.ms).sort((a, b) => a - b)
    return {
      kind,
      requests: of.length,
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p99 ms': Math.round(percentile(sorted, 99)),
      'max ms': Math.round(sorted.at(-1) ?? 0),
      'non-2xx': of.filter((sample) => sample.status !== null && (sample.status < 200 || sample.status > 299)).length,
      'other than expected': of.filter((sample) => sample.status !== null && sample.status !== EXPECTED[kind]).length,
      'no answer': of.filter((sample) => sample.status === null).length,
    }
  })
}

export type SoakVerdict = {
  pageRequests: number
  /** Page requests not answered, or answered after PAGE_LIMIT_MS. */
  slowPages: number
  /** Page requests answered with another status than their kind's (200, the redirect's 301, the 404). */
  wrongPages: number
  readyProbes: number
  ready503: number
  /** Readiness told the truth: 200 throughout while every page was served in time; a 503 during any stretch when pages were not. */
  readinessTruthful: boolean
  rules: Record<RulesMode, number>
  /** The rules endpoint was made to hang and to stall mid-body at least once each. */
  faultsInjected: boolean
  leadsFailed: number
  /** The first page problems (slow, unexpected status) and readiness failures. */
  examples: string[]
  /** The first leads, images and admin edits answered otherwise than expected, or not at all. */
  otherExamples: string[]
}

export function judgeSoak(samples: Sample[], rules: Record<RulesMode, number>): SoakVerdict {
  const pages = samples.filter((sample) => PAGE_KINDS.includes(sample.kind))
  const slow = pages.filter((sample) => sample.status === null || sample.ms > PAGE_LIMIT_MS)
  const wrong = pages.filter((sample) => sample.status !== null && sample.status !== EXPECTED[sample.kind])
  const ready = samples.filter((sample) => sample.kind === 'ready')
  const notReady = ready.filter((sample) => sample.status !== 200)
  // A page slower than the limit must be matched by a probe answering 503 (or not at all) while it waited.
  const slowSeen = slow.every((page) =>
    notReady.some((probe) => probe.at + probe.ms >= page.at && probe.at <= page.at + page.ms),
  )
  const readinessTruthful = slow.length === 0 ? notReady.length === 0 : slowSeen
  const leads = samples.filter((sample) => sample.kind === 'lead')
  const describe = (sample: Sample) =>
    `${sample.kind}${sample.path ? ` ${sample.path}` : ''} at ${Math.round(sample.at / 1000)} s: ${sample.status ?? sample.error} after ${Math.round(sample.ms)} ms`
  return {
    pageRequests: pages.length,
    slowPages: slow.length,
    wrongPages: wrong.length,
    readyProbes: ready.length,
    ready503: notReady.length,
    readinessTruthful,
    rules,
    faultsInjected: rules.hang > 0 && rules.stall > 0,
    leadsFailed: leads.filter((sample) => sample.status !== 200).length,
    examples: [...slow, ...wrong, ...notReady].slice(0, 10).map(describe),
    otherExamples: samples
      .filter(
        (sample) =>
          !PAGE_KINDS.includes(sample.kind) && sample.kind !== 'ready' && sample.status !== EXPECTED[sample.kind],
      )
      .slice(0, 10)
      .map(describe),
  }
}
