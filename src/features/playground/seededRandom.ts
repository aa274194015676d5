/**
 * The playgrounds' fake tokens come from a hash of what they replace, so the same input always
 * gives the same token, on the server's still preview and in the browser alike, with no state
 * and no network. A real vault draws tokens at random and stores the pairing; nothing here is
 * secret or safe to use as one.
 */

/** FNV-1a: a 32-bit hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Numbers in [0, 1) from a seed (mulberry32): the same seed, the same sequence. */
export function seededRandom(seed: string): () => number {
  let state = hashString(seed)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}

export const DIGITS = '0123456789'
export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** `count` characters of `alphabet`, drawn from the sequence `seed` starts. */
export function seededChars(seed: string, count: number, alphabet: string): string {
  const next = seededRandom(seed)
  let chars = ''
  for (let index = 0; index < count; index++) chars += alphabet[Math.floor(next() * alphabet.length)]
  return chars
}
