import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { loginToken } from './helpers/apiRoutes'
import { bootCareers } from './helpers/bootLeads'
import { type Booted } from './helpers/bootPayload'
import { cmsRest } from './helpers/cmsRoute'
import { pdfWithHtml } from './helpers/cvFiles'
import { leadByReference, postForm } from './helpers/leadHttp'

// A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
vi.hoisted(() => {
  process.env.DATA_DIR = '/tmp/cw-lead-tests-unbooted'
})

/*
 * Pentest 33, finding 11 (CVs): a CV was served inline from the site's origin, so one that a
 * browser renders (here a well-formed PDF that is an HTML page too) would run with the session
 * of the sales person opening it. Sent through the careers endpoint, fetched as sales staff
 * through the app's own CMS route.
 */

const PASSWORD = 'a long test password'

let booted: Booted
let payload: Payload
let sales: { authorization: string }
let cvPath: string

beforeAll(async () => {
  booted = await bootCareers()
  payload = booted.payload
  await payload.create({ collection: 'users', data: { email: 'sales@cipherwell.test', password: PASSWORD, roles: ['sales'] } })
  sales = { authorization: `JWT ${await loginToken(payload, 'sales@cipherwell.test', PASSWORD)}` }

  const form = new FormData()
  for (const [key, value] of Object.entries({ job: 'platform-engineer', name: 'Ada', email: 'ada@example.com', website: '' }))
    form.set(key, value)
  form.set('cv', new File([new Uint8Array(pdfWithHtml())], 'cv.pdf'))
  const { POST } = await import('@/app/api/careers/apply/route')
  const { status, body } = await postForm(POST, '/api/careers/apply', form)
  // A well-formed PDF is accepted whatever text it holds (src/cms/collections/leads/CvUploads.ts).
  expect(status).toBe(201)
  const lead = await leadByReference(payload, 'job-applications', body.id)
  cvPath = `/cv-uploads/file/${(lead.cv as { filename: string }).filename}`
})
afterAll(async () => {
  await booted?.shutdown()
})

describe('a CV is served as a download that no browser renders on the site’s origin', () => {
  it.each([
    ['whole', {}, 200],
    ['in part (a range request)', { range: 'bytes=0-99' }, 206],
  ])('%s: as an attachment of the type its bytes say, not sniffed, sandboxed', async (_, extra, status) => {
    const answer = await cmsRest(cvPath, { headers: { ...sales, ...extra } })
    expect(answer.status).toBe(status)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('content-disposition')).toBe('attachment')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/)
  })

  it('is still refused to anyone who may not read CVs', async () => {
    expect((await cmsRest(cvPath)).status).toBe(403)
  })
})
