/**
 * Variants measured in turns rather than one after another: each variant warms up once, then
 * every round runs each variant once, the order rotated each round. On a shared two-core VM
 * a few seconds of a neighbour's load land on one run; taking each variant's median over
 * rounds spread across the whole measurement keeps one bad moment from deciding a ratio.
 */
export async function interleaved<V extends string, R>(
  variants: readonly V[],
  rounds: number,
  warmUp: (variant: V) => Promise<unknown>,
  run: (variant: V) => Promise<R>,
): Promise<Map<V, R[]>> {
  const runs = new Map<V, R[]>(variants.map((variant) => [variant, []]))
  for (const variant of variants) await warmUp(variant)
  for (let round = 0; round < rounds; round++) {
    for (const variant of rotated(variants, round)) runs.get(variant)!.push(await run(variant))
  }
  return runs
}

/** `items` starting at position `by` (wrapping round). */
export const rotated = <T>(items: readonly T[], by: number): T[] => {
  const start = by % items.length
  return [...items.slice(start), ...items.slice(0, start)]
}

/** The run whose `value` is the median (the lower middle one of an even count). */
export function medianRun<R>(runs: readonly R[], value: (run: R) => number): R {
  if (runs.length === 0) throw new Error('no runs to take a median of')
  const sorted = [...runs].sort((a, b) => value(a) - value(b))
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}
