import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { storeLead as StoreLead } from '@/features/leads/storeLead'

import { type Booted } from './helpers/bootPayload'
import { bootLeads } from './helpers/bootLeads'
import { captureLogs } from './helpers/leadHttp'

// A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
vi.hoisted(() => {
  process.env.DATA_DIR = '/tmp/cw-lead-tests-unbooted'
})

/** Sales' mail server, faked: it refuses as many messages as told, then accepts and keeps them. */
const smtp = { refuseNext: 0, received: [] as { from: string; to: string[]; raw: string }[] }
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = ''
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    stream.on('end', () => {
      if (smtp.refuseNext > 0) {
        smtp.refuseNext -= 1
        return callback(Object.assign(new Error('mailbox busy, try again'), { responseCode: 451 }))
      }
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
      smtp.received.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw })
      callback()
    })
  },
})

let booted: Booted
let payload: Payload
let storeLead: typeof StoreLead

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }
  Object.assign(process.env, {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
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
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await booted?.shutdown()
})

/** Runs the leads queue until `count` messages arrived, waiting out retry delays in between. */
async function runUntilReceived(count: number) {
  for (let round = 0; round < 40 && smtp.received.length < count; round++) {
    await payload.jobs.run({ queue: 'leads', limit: 20 })
    if (smtp.received.length < count) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(smtp.received).toHaveLength(count)
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
    const [mail] = smtp.received
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
    smtp.received.length = 0
    smtp.refuseNext = 2
    const { id } = await storeLead(payload, 'demo-requests', { email: 'ada@example.com' })
    await runUntilReceived(1)
    await payload.jobs.run({ queue: 'leads', limit: 20 })
    expect(smtp.received).toHaveLength(1)
    expect(unfold(smtp.received[0]!.raw)).toContain(`Subject: New demo request #${id}`)
    expect(smtp.refuseNext).toBe(0)
  })
})
