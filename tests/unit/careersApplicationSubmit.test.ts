import { afterEach, describe, expect, it, vi } from 'vitest'

import { applicationFormSchema } from '@/features/careers/application/formSchema'
import { CV_REQUIRED } from '@/features/careers/application/schema'
import {
  APPLY_ENDPOINT,
  applicationFormData,
  fieldErrors,
  submitApplication,
} from '@/features/careers/application/submitApplication'

const cv = new File(['%PDF-1.4 test'], 'cv.pdf', { type: 'application/pdf' })
const values = { name: 'Ada Lovelace', email: 'ada@example.com', profileUrl: '', coverNote: 'Hello', website: '', cv }

describe('applicationFormSchema', () => {
  it('takes the text fields of the shared schema and a CV, without the job slug', () => {
    expect(applicationFormSchema.parse({ ...values, job: 'ignored' })).toEqual(values)
  })

  it('asks for a CV when none is attached', () => {
    const result = applicationFormSchema.safeParse({ ...values, cv: undefined })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['cv', CV_REQUIRED]])
  })

  it("words the text fields' messages like the endpoint", () => {
    const result = applicationFormSchema.safeParse({
      ...values,
      name: ' ',
      email: 'ada@',
      profileUrl: 'linkedin.com/in/ada',
      coverNote: 'x'.repeat(5001),
    })
    expect(Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [])).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      profileUrl: 'Please enter a valid URL (https://…)',
      coverNote: 'Please enter at most 5000 characters',
    })
  })
})

describe('applicationFormData', () => {
  it('carries the job, the text fields, an empty honeypot and the CV', () => {
    const data = applicationFormData('senior-backend-engineer-relay', { ...values, profileUrl: undefined })
    expect([...data.keys()]).toEqual(['job', 'name', 'email', 'profileUrl', 'coverNote', 'website', 'cv'])
    expect(data.get('job')).toBe('senior-backend-engineer-relay')
    expect(data.get('profileUrl')).toBe('')
    expect(data.get('website')).toBe('')
    expect((data.get('cv') as File).name).toBe('cv.pdf')
  })
})

describe('fieldErrors', () => {
  it('keeps messages for fields the form shows, in form order', () => {
    expect(fieldErrors({ errors: { cv: 'Please attach your CV', job: 'Unknown job', email: 'Bad address' } })).toEqual([
      { field: 'email', message: 'Bad address' },
      { field: 'cv', message: 'Please attach your CV' },
    ])
  })

  it('ignores bodies without a usable errors map', () => {
    for (const body of [null, 'oops', { error: 'x' }, { errors: null }, { errors: { name: 3, email: ' ' } }]) {
      expect(fieldErrors(body)).toEqual([])
    }
  })
})

describe('submitApplication', () => {
  afterEach(() => vi.unstubAllGlobals())

  const answer = (status: number, body?: unknown) => {
    const fetch = vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }))
    vi.stubGlobal('fetch', fetch)
    return fetch
  }

  it('posts the multipart body to the endpoint', async () => {
    const fetch = answer(201, { id: '1' })
    expect(await submitApplication('a-job', values)).toEqual({ kind: 'sent' })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(APPLY_ENDPOINT)
    expect(init.method).toBe('POST')
    expect(init.headers).toBeUndefined()
    expect((init.body as FormData).get('job')).toBe('a-job')
  })

  it('maps the answers the endpoint can give', async () => {
    answer(400, { errors: { email: 'This address cannot receive mail' } })
    expect(await submitApplication('a-job', values)).toEqual({
      kind: 'invalid',
      errors: [{ field: 'email', message: 'This address cannot receive mail' }],
    })
    answer(400, { errors: { job: 'This job is no longer open' } })
    expect(await submitApplication('a-job', values)).toEqual({ kind: 'jobClosed' })
    answer(400, { errors: { website: 'Too long' } })
    expect(await submitApplication('a-job', values)).toEqual({ kind: 'failed' })
    answer(400, { error: 'The body must be valid multipart/form-data' })
    expect(await submitApplication('a-job', values)).toEqual({ kind: 'failed' })
    answer(413)
    expect(await submitApplication('a-job', values)).toEqual({ kind: 'tooLarge' })
    answer(429, { error: 'Too many requests' })
    expect(await submitApplication('a-job', values)).toEqual({ kind: 'rateLimited' })
    answer(500, { error: 'Internal error' })
    expect(await submitApplication('a-job', values)).toEqual({ kind: 'failed' })
  })

  it('counts a network failure as a failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    expect(await submitApplication('a-job', values)).toEqual({ kind: 'failed' })
  })
})
