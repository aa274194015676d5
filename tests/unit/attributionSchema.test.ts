import { describe, expect, it } from 'vitest'

import { pickAttribution } from '@/features/attribution/pickAttribution'
import { storedUtmsSchema } from '@/features/attribution/schema'
import { demoRequestSchema } from '@/features/demo-booking/schema'
import { betaSignupSchema } from '@/features/register-interest/schema'
import { salesFormSchema } from '@/features/sales-contact/schema'

// The attribution fields ride flat in every form body and make the stored record; their
// limit comes from fields.ts, shared with the zod-free stored-record check.
const sales = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  textField: 'We handle cards.',
}
const beta = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: 'Engines' }

describe('attribution fields', () => {
  it('are optional, trimmed strings in the sales form body', () => {
    const parsed = salesFormSchema.parse({ ...sales, utmSource: '  newsletter ', gclid: 'G-1' })
    expect(parsed.utmSource).toBe('newsletter')
    expect(parsed.gclid).toBe('G-1')
    expect(parsed.utmMedium).toBeUndefined()
  })

  it('refuse a value over 500 characters or of another type, on the field that carries it', () => {
    const long = salesFormSchema.safeParse({ ...sales, utmCampaign: 'x'.repeat(501) })
    expect(long.success).toBe(false)
    expect(long.error?.issues.map((issue) => issue.path)).toEqual([['utmCampaign']])
    expect(salesFormSchema.safeParse({ ...sales, utmCampaign: 'x'.repeat(500) }).success).toBe(true)
    expect(salesFormSchema.safeParse({ ...sales, utmTerm: 42 }).success).toBe(false)
  })

  it('ride flat beside the register-interest fields too', () => {
    expect(betaSignupSchema.parse({ ...beta, topic: 'enclaves', utmContent: ' cta ' }).utmContent).toBe('cta')
    const long = betaSignupSchema.safeParse({ ...beta, topic: 'enclaves', utmContent: 'x'.repeat(501) })
    expect(long.error?.issues.map((issue) => issue.path)).toEqual([['utmContent']])
  })

  it('check the stored record sent with a demo request, which may be absent', () => {
    expect(demoRequestSchema.parse({ email: 'ada@example.com' }).utms).toBeUndefined()
    expect(demoRequestSchema.parse({ email: 'ada@example.com', utms: { utmSource: ' ads ' } }).utms).toEqual({
      utmSource: 'ads',
    })
    expect(demoRequestSchema.safeParse({ email: 'ada@example.com', utms: { utmSource: 'x'.repeat(501) } }).success).toBe(
      false,
    )
  })

  it('are what the stored record may hold, nothing else kept', () => {
    expect(storedUtmsSchema.parse({ utmSource: 'ads', other: 'dropped' })).toEqual({ utmSource: 'ads' })
    expect(() => storedUtmsSchema.parse({ utmSource: ['ads'] })).toThrow()
    expect(() => storedUtmsSchema.parse('ads')).toThrow()
  })

  it('are picked from a body by name, all six', () => {
    const body = { ...sales, utmTerm: 't', utmSource: 's', utmMedium: 'm', utmContent: 'c', utmCampaign: 'p', gclid: 'g' }
    expect(pickAttribution(body)).toEqual({ utmTerm: 't', utmSource: 's', utmMedium: 'm', utmContent: 'c', utmCampaign: 'p', gclid: 'g' })
  })
})
