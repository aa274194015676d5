import { afterEach, describe, expect, it, vi } from 'vitest'

import { INTENT_EVENTS, onFirstIntent } from '@/ui/firstIntent'

describe('onFirstIntent', () => {
  it.each(INTENT_EVENTS)('runs once on %s, and never again', (type) => {
    const target = new EventTarget()
    const run = vi.fn()
    onFirstIntent(target, run)
    target.dispatchEvent(new Event(type))
    for (const other of INTENT_EVENTS) target.dispatchEvent(new Event(other))
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('ignores other events, and nothing after it was stopped', () => {
    const target = new EventTarget()
    const run = vi.fn()
    const stop = onFirstIntent(target, run)
    target.dispatchEvent(new Event('load'))
    target.dispatchEvent(new Event('resize'))
    expect(run).not.toHaveBeenCalled()
    stop()
    for (const type of INTENT_EVENTS) target.dispatchEvent(new Event(type))
    expect(run).not.toHaveBeenCalled()
  })

  it('counts a pointer moving, a touch, a key and a scroll as intent, not the connection dropping (no code could load then)', () => {
    expect(INTENT_EVENTS).toEqual(expect.arrayContaining(['pointermove', 'touchstart', 'keydown', 'scroll']))
    expect(INTENT_EVENTS).not.toContain('offline')
  })
})

describe('onIntent and loadThen, on this window', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  /** A window that has not been scrolled, with a document where nothing is focused or hovered but what is given. */
  const stubPage = ({ scrollY = 0, focused = false, hovered = false } = {}) => {
    const page = Object.assign(new EventTarget(), { scrollX: 0, scrollY })
    const body = {}
    vi.stubGlobal('window', page)
    vi.stubGlobal('document', {
      body,
      activeElement: focused ? { tagName: 'BUTTON' } : body,
      querySelector: (selector: string) => (selector === ':hover' && hovered ? {} : null),
    })
    return page
  }

  it('onIntent waits on the window for the first intent, and runs once', async () => {
    const page = stubPage()
    const { onIntent } = await import('@/ui/firstIntent')
    const run = vi.fn()
    onIntent(run)
    page.dispatchEvent(new Event('resize'))
    expect(run).not.toHaveBeenCalled()
    page.dispatchEvent(new Event('touchstart'))
    page.dispatchEvent(new Event('keydown'))
    expect(run).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['scrolled', { scrollY: 120 }],
    ['focus inside it', { focused: true }],
    ['a pointer over it', { hovered: true }],
  ])('onIntent runs at once when, before anyone listened, the page already had %s', async (_sign, state) => {
    stubPage(state)
    const { onIntent } = await import('@/ui/firstIntent')
    const run = vi.fn()
    onIntent(run)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('loadThen runs what waited once the code has loaded, and after a failed load tries again when back online', async () => {
    const page = stubPage()
    const { loadThen } = await import('@/ui/firstIntent')
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({})
    const done = vi.fn()
    loadThen(load, done)
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(done).not.toHaveBeenCalled()
    page.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1))
    expect(load).toHaveBeenCalledTimes(2)
  })
})
