export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** The figures the bench takes from one Lighthouse report. */
export type LighthouseSample = Record<(typeof CATEGORIES)[number], number> & {
  lcpMs: number
  tbtMs: number
  cls: number
  /** Bytes of JavaScript the page transferred (compressed, as on the wire). */
  jsBytes: number
  /**
   * Lighthouse's own measure of this machine's CPU speed. Its 4x CPU slowdown assumes a fast
   * desktop; on a slower machine the same page reads a higher TBT, so scores are only
   * comparable between runs whose index is alike.
   */
  benchmarkIndex: number
}

/** The parts of a Lighthouse result (LHR) read here. */
export type LhrLike = {
  /** Set when the page could not be audited (NO_FCP, a load timeout…): every figure is then void. */
  runtimeError?: { code: string }
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>
  audits: Record<string, { score?: number | null; numericValue?: number; details?: unknown } | undefined>
  environment?: { benchmarkIndex?: number }
}

const numeric = (lhr: LhrLike, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN

/** Scores 0–100, LCP and TBT in ms, CLS, and the script bytes from the resource summary. */
export function lighthouseSample(lhr: LhrLike): LighthouseSample {
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items
  const script = items?.find((item) => item.resourceType === 'script')
  return {
    ...(Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<
      (typeof CATEGORIES)[number],
      number
    >),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: script?.transferSize ?? Number.NaN,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
  }
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Each figure's median over the runs (figure by figure, as Lighthouse's own docs advise for variance). */
export function medianSample(samples: LighthouseSample[]): LighthouseSample {
  if (samples.length === 0) throw new Error('no Lighthouse run')
  const keys = Object.keys(samples[0]!) as (keyof LighthouseSample)[]
  return Object.fromEntries(keys.map((key) => [key, middle(samples.map((sample) => sample[key]))])) as LighthouseSample
}

/**
 * What a reader needs to act on a score: a runtime error that voided the run, then the scored
 * audits that cost points outside performance (whose audits are its metrics).
 */
export function lighthouseProblems(lhr: LhrLike): string[] {
  const failed = new Set<string>()
  for (const id of CATEGORIES.filter((category) => category !== 'performance')) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const score = lhr.audits[ref.id]?.score
      if (ref.weight > 0 && typeof score === 'number' && score < 1) failed.add(ref.id)
    }
  }
  return [...(lhr.runtimeError ? [`runtime error ${lhr.runtimeError.code}`] : []), ...[...failed].sort()]
}
