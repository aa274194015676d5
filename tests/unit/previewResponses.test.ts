import { describe, expect, it } from 'vitest'

import { answerDisableDraft, answerPreview, type Authenticate } from '@/features/preview/previewResponses'

const SITE = 'http://127.0.0.1:3000'

function recorder() {
  const calls: boolean[] = []
  return { calls, setDraftMode: async (enabled: boolean) => void calls.push(enabled) }
}
const as = (user: Awaited<ReturnType<Authenticate>>): Authenticate => async () => user

describe('answerPreview', () => {
  it('turns draft mode on for an admin or editor and redirects (307) to the path', async () => {
    for (const roles of [['admin'], ['editor'], ['sales', 'editor']] as const) {
      const { calls, setDraftMode } = recorder()
      const response = await answerPreview(new Request(`${SITE}/api/preview?path=/blog/hello`), as({ roles: [...roles] }), setDraftMode)
      expect(response.status).toBe(307)
      expect(response.headers.get('location')).toBe('/blog/hello')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(calls).toEqual([true])
    }
  })

  it('answers 401 and leaves draft mode off without an editor session', async () => {
    const failing: Authenticate = async () => {
      throw new Error('jwt malformed')
    }
    for (const authenticate of [as(null), as({ roles: ['sales'] }), as({ roles: [] }), as({}), failing]) {
      const { calls, setDraftMode } = recorder()
      const response = await answerPreview(new Request(`${SITE}/api/preview?path=/pricing`), authenticate, setDraftMode)
      expect(response.status).toBe(401)
      expect(response.headers.get('location')).toBeNull()
      expect(calls).toEqual([false])
    }
  })

  it('answers 400 for a path that is not ours, before any session is read', async () => {
    for (const path of ['', 'pricing', '//elsewhere.example', '/\\elsewhere.example', 'https://elsewhere.example/x']) {
      const { calls, setDraftMode } = recorder()
      const authenticate: Authenticate = async () => {
        throw new Error('must not authenticate')
      }
      const url = `${SITE}/api/preview?${new URLSearchParams({ path })}`
      const response = await answerPreview(new Request(url), authenticate, setDraftMode)
      expect(response.status, path).toBe(400)
      expect(calls).toEqual([])
    }
    const { setDraftMode } = recorder()
    expect((await answerPreview(new Request(`${SITE}/api/preview`), as({ roles: ['admin'] }), setDraftMode)).status).toBe(400)
  })
})

describe('answerDisableDraft', () => {
  const close = async (query: string, headers: Record<string, string> = {}) => {
    const { calls, setDraftMode } = recorder()
    const response = await answerDisableDraft(
      new Request(`${SITE}/api/disable-draft${query}`, { headers }),
      ['https://www.cipherwell.example'],
      setDraftMode,
    )
    expect(response.status).toBe(307)
    expect(calls).toEqual([false])
    return response.headers.get('location')
  }

  it('returns to the same page', async () => {
    expect(await close('?redirect=%2Fblog%2Fhello')).toBe('/blog/hello')
    expect(await close('', { referer: `${SITE}/pricing` })).toBe('/pricing')
    expect(await close('', { referer: 'https://www.cipherwell.example/careers' })).toBe('/careers')
    expect(await close('')).toBe('/')
  })

  it('never leaves the site', async () => {
    expect(await close('?redirect=https://elsewhere.example')).toBe('/')
    expect(await close('?redirect=//elsewhere.example')).toBe('/')
    expect(await close('?redirect=/%5Celsewhere.example')).toBe('/')
    expect(await close('', { referer: 'https://elsewhere.example/pricing' })).toBe('/')
  })
})
