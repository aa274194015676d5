import { describe, expect, it } from 'vitest'

import { MAX_SIGNATURE_AGE_MS, signRevalidation, verifyRevalidation } from '@/lib/revalidationSignature'

const SECRET = 'a'.repeat(64)
const BODY = JSON.stringify({ tags: ['collection:posts'] })
const NOW = 1_800_000_000_000

describe('revalidation signatures', () => {
  it('accepts a fresh request signed with the shared secret', () => {
    expect(verifyRevalidation(BODY, NOW, signRevalidation(BODY, NOW, SECRET), SECRET, NOW + 1000)).toBe(true)
  })

  it('refuses another secret, a changed body, or a changed timestamp', () => {
    const signature = signRevalidation(BODY, NOW, SECRET)
    expect(verifyRevalidation(BODY, NOW, signature, 'b'.repeat(64), NOW)).toBe(false)
    expect(verifyRevalidation(BODY.replace('posts', 'pages'), NOW, signature, SECRET, NOW)).toBe(false)
    expect(verifyRevalidation(BODY, NOW + 1, signature, SECRET, NOW)).toBe(false)
  })

  it('refuses a replay older than a minute, and garbage', () => {
    const signature = signRevalidation(BODY, NOW, SECRET)
    expect(verifyRevalidation(BODY, NOW, signature, SECRET, NOW + MAX_SIGNATURE_AGE_MS + 1)).toBe(false)
    expect(verifyRevalidation(BODY, Number.NaN, signature, SECRET, NOW)).toBe(false)
    expect(verifyRevalidation(BODY, NOW, 'not-hex', SECRET, NOW)).toBe(false)
    expect(verifyRevalidation(BODY, NOW, '', SECRET, NOW)).toBe(false)
  })
})
