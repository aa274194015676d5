import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { storeLead as StoreLead } from '@/features/leads/storeLead'

import { startFakeSmtp, type FakeSmtp } from '../helpers/fakeSmtp'
import { type Booted } from './helpers/bootPayload'
import { bootLeads } from './helpers/bootLeads'
import { captureLogs } from './helpers/leadHttp'

// A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
vi.hoisted(() => {
  process.env.DATA_DIR = '/tmp/cw-lead-tests-unbooted'
})

/** Sales' mail server, faked: it refuses as many messages as told, then accepts and keeps them. */
let smtp: FakeSmtp

let booted: Booted
let payload: Payload
let storeLead: typeof StoreLead

beforeAll(async () => {
  smtp = await startFakeSmtp()
  Object.assign(process.env, {
    SMTP_URL: smtp.url,
    EMAIL_FROM_ADDRESS: 'website@cipherwell.test',
    LEAD_NOTIFY_TO: 'sales@cipherwell.test, sales-lead@cipherwell.test',
    LEAD_RETRY_BASE_MS: '50',
    SITE_URL: 'https://www.cipherwell.test',
  })
  booted = await bootLeads()
  payload = booted.payload
  ;({ storeLead } = await import('@/features/leads/storeLead'))
})
afterAll(async () => {
  await smtp?.close()
  await booted?.shutdown()
})

/** Runs the leads queue until `count` messages arrived, waiting out retry delays in between. */
async function runUntilReceived(count: number) {
  for (let round = 0; round < 40 && smtp.mails.length < count; round++) {
    await payload.jobs.run({ queue: 'leads', limit: 20 })
    if (smtp.mails.length < count) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(smtp.mails).toHaveLength(count)
}

const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ')

describe('email to sales for each new lead (SMTP)', () => {
  it('queues the email with the lead and sends a link to it, never the visitor’s details', async () => {
    const logs = captureLogs(payload)
    const { id } = await storeLead(payload, 'sales-contacts', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@example.com',
      message: 'We need tokenisation for our card vault',
      captcha: 'verified',
    })
    try {
      await runUntilReceived(1)
    } finally {
      logs.restore()
    }
    const [mail] = smtp.mails
    expect(mail?.from).toBe('website@cipherwell.test')
    expect(mail?.to.sort()).toEqual(['sales-lead@cipherwell.test', 'sales@cipherwell.test'])
    const raw = unfold(mail!.raw)
    expect(raw).toContain(`Subject: New sales contact #${id}`)
    expect(raw).toContain(`https://www.cipherwell.test/admin/collections/sales-contacts/${id}`)
    for (const personal of ['Grace', 'Hopper', 'grace.hopper', 'tokenisation']) {
      expect(raw).not.toContain(personal)
      expect(logs.text()).not.toContain(personal)
    }
    expect(logs.text()).toContain('sales notified of a lead')
  })

  it('retries when the mail server refuses, and sends each lead’s email once', async () => {
    smtp.mails.length = 0
    smtp.refuse(2)
    const { id } = await storeLead(payload, 'demo-requests', { email: 'ada@example.com' })
    await runUntilReceived(1)
    await payload.jobs.run({ queue: 'leads', limit: 20 })
    expect(smtp.mails).toHaveLength(1)
    expect(unfold(smtp.mails[0]!.raw)).toContain(`Subject: New demo request #${id}`)
    expect(smtp.pendingRefusals()).toBe(0)
  })
})
