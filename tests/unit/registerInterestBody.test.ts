import { describe, expect, it } from 'vitest'

import { betaSignupBody } from '@/features/register-interest/betaSignup'
import { betaSignupSchema } from '@/features/register-interest/schema'

const fields = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
  email: 'ada@fintech.example',
  message: '',
}

describe('betaSignupBody', () => {
  it('sends the fields, the topic, the attribution flat beside them and the honeypot', () => {
    const body = betaSignupBody(fields, 'asv-scanning', { utmSource: 'newsletter', gclid: 'g-1' }, '')
    expect(body).toEqual({ ...fields, topic: 'asv-scanning', utmSource: 'newsletter', gclid: 'g-1', website: '' })
    expect(betaSignupSchema.parse(body)).toEqual(body)
  })

  it('passes on what a bot typed into the honeypot, for the server to judge', () => {
    expect(betaSignupBody(fields, 'asv-scanning', {}, 'https://spam.example').website).toBe('https://spam.example')
  })
})
