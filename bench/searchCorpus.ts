import { seededRandom } from '../src/cms/seed/media/random'

/**
 * Generated posts for the search part: titles, headings, summaries and bodies drawn with a Zipf
 * distribution (a few words everywhere, most words rare, as in real prose) from the site's own
 * domain words spread among a long tail of other words, so a query's matches range from a
 * handful of posts to nearly all of them. Seeded: every run searches the same corpus with the
 * same queries.
 */
const DOMAIN = (
  'card token tokens payment data encryption proxy relay request field vault key keys compliance pci scope ' +
  'audit network issuer acquirer merchant checkout latency region enclave attestation function serverless ' +
  'secure challenge authentication frictionless liability shift lookup bin brand funding prepaid debit credit ' +
  'account cardholder lifecycle update expiry cryptogram wallet provisioning webhook signature idempotency ' +
  'retry backoff queue delivery inbox policy rule route header body json schema validation error status ' +
  'response gateway processor routing cascade fallback decline approval rate conversion fraud risk score ' +
  'device fingerprint session browser iframe form collection element style sdk react mobile android ios ' +
  'hipaa health record patient privacy gdpr consent residency europe retention deletion rotation envelope ' +
  'aes gcm hsm kms nitro memory isolation sandbox runtime deploy cold start throughput benchmark p99 ' +
  'observability tracing logs metrics alert incident uptime availability failover replica postgres cache ' +
  'redis partition shard migration backfill pipeline stream batch export import analytics dashboard report ' +
  'banking ledger transfer payout issuing program spend control limit merchant category subscription billing ' +
  'invoice refund dispute chargeback evidence settlement reconciliation currency fx cross border tax'
).split(' ')

/** The rest of a writer's vocabulary: made-up words, as many as a few thousand real ones. */
const LONG_TAIL = Array.from({ length: 3_000 }, (_, i) => {
  const syllables = ['ka', 'lo', 'mir', 'ten', 'va', 'qu', 'sel', 'dor', 'pi', 'ran', 'zu', 'ber', 'no', 'fal', 'gri', 'hex']
  let n = i + 17
  let word = ''
  do {
    word += syllables[n % syllables.length]
    n = Math.floor(n / syllables.length)
  } while (n > 0)
  return `${word}x`
})

/** By frequency rank: domain word k at rank 4k, the long tail between them, so domain words range from common to rare. */
const VOCABULARY = (() => {
  const words: string[] = []
  let tail = 0
  for (const word of DOMAIN) {
    words.push(word)
    for (let i = 0; i < 3 && tail < LONG_TAIL.length; i++) words.push(LONG_TAIL[tail++]!)
  }
  return [...words, ...LONG_TAIL.slice(tail)]
})()

/** Cumulative Zipf weights over the vocabulary: word k is drawn with probability ∝ 1/k. */
const CUMULATIVE = (() => {
  const weights = VOCABULARY.map((_, k) => 1 / (k + 1))
  const total = weights.reduce((sum, w) => sum + w, 0)
  let running = 0
  return weights.map((w) => (running += w / total))
})()

function zipfWord(next: () => number): string {
  const r = next()
  let low = 0
  let high = CUMULATIVE.length - 1
  while (low < high) {
    const mid = (low + high) >> 1
    if (CUMULATIVE[mid]! < r) low = mid + 1
    else high = mid
  }
  return VOCABULARY[low]!
}

const words = (next: () => number, n: number) => Array.from({ length: n }, () => zipfWord(next)).join(' ')
const sentence = (next: () => number) => {
  const text = words(next, 8 + Math.floor(next() * 10))
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`
}

export type GeneratedPost = { title: string; slug: string; summary: string; headings: string; body: string }

/** `count` posts of about 400 words each, in three sections under their own headings. */
export function generatedPosts(count: number, seed = 'search-corpus'): GeneratedPost[] {
  const next = seededRandom(seed)
  return Array.from({ length: count }, (_, i) => {
    const title = sentence(next).slice(0, -1)
    const headings = Array.from({ length: 3 }, () => sentence(next).slice(0, -1)).join('\n')
    const body = Array.from({ length: 24 }, () => sentence(next)).join(' ')
    return { title, slug: `generated-${i + 1}`, summary: sentence(next), headings, body }
  })
}

/**
 * What visitors type: one or two of the domain words, drawn evenly (so rare and common
 * words alike), the last one often cut short as while typing in the dialog, and a few of the
 * seeded site's own names. Nearly every query differs, so the site's short answer cache
 * seldom helps: the figure is the engine's.
 */
export function searchQueries(count: number, seed = 'search-queries'): string[] {
  const next = seededRandom(seed)
  const pick = () => DOMAIN[Math.floor(next() * DOMAIN.length)]!
  const typing = (word: string) => (next() < 0.4 && word.length > 3 ? word.slice(0, 2 + Math.floor(next() * (word.length - 2))) : word)
  const named = ['relay', 'enclaves', '3-D Secure', 'network tokens', 'bin lookup', 'pci compliance', 'card collection']
  return Array.from({ length: count }, () => {
    if (next() < 0.1) return named[Math.floor(next() * named.length)]!
    return next() < 0.5 ? typing(pick()) : `${pick()} ${typing(pick())}`
  })
}
