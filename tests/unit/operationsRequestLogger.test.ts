import { describe, expect, it } from 'vitest'

import { requestId, requestLogger } from '@/features/operations/requestLogger'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const request = (id?: string) =>
  new Request('http://127.0.0.1:3000/api/demo', { headers: id === undefined ? {} : { 'x-request-id': id } })

describe('requestId', () => {
  it("takes the id our server set (nginx's 32 hex digits, a UUID)", () => {
    expect(requestId(request('0123456789abcdef0123456789abcdef'))).toBe('0123456789abcdef0123456789abcdef')
    expect(requestId(request('3f2c1a9e-7b1d-4e2a-9c3b-5d6e7f809a1b'))).toBe('3f2c1a9e-7b1d-4e2a-9c3b-5d6e7f809a1b')
  })

  it('makes one up when the header is missing or not an id, the same for every call on one request', () => {
    for (const bad of [
      undefined,
      '',
      'short',
      'x'.repeat(65),
      'abc def ghi',
      'abcdefgh","level":60',
      'ada@example.com',
    ]) {
      const sent = request(bad)
      const id = requestId(sent)
      expect(id).toMatch(UUID)
      expect(requestId(sent)).toBe(id)
      expect(requestId(request(bad))).not.toBe(id)
    }
  })
})

describe('requestLogger', () => {
  it("binds the request's id to every line", () => {
    expect(requestLogger(request('0123456789abcdef0123456789abcdef')).bindings()).toMatchObject({
      requestId: '0123456789abcdef0123456789abcdef',
    })
    const sent = request()
    expect(requestLogger(sent).bindings()).toMatchObject({ requestId: requestId(sent) })
  })
})
