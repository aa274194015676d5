/**
 * A small seeded generator: the same key always draws the same picture, so a re-seeded
 * site looks the same and image diffs in review mean a real change.
 */
export function seededRandom(key: string): () => number {
  let h = 2166136261
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619)
  let state = h >>> 0
  // mulberry32
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const between = (random: () => number, min: number, max: number) => min + random() * (max - min)

/** Rounded to one decimal: shorter SVG, identical picture. */
export const r1 = (value: number) => Math.round(value * 10) / 10
