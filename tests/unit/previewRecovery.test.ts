// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

import SiteError from '@/app/(site)/error'
import { onPreviewSave } from '@/features/preview/onPreviewSave'
import { PageError } from '@/features/shell/PageError.client'

/*
 * Issue 34: a draft the live preview failed to render stayed broken after the editor fixed it,
 * until the admin was reloaded. The site's error boundary (app/(site)/error.tsx, PageError)
 * now retries on each of the admin's saves. That Next keeps the layout, and so the preview
 * tools, around it can only be seen in a browser.
 */

const saved = (origin = window.location.origin, data: unknown = { type: 'payload-document-event' }) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin }))

describe('onPreviewSave', () => {
  it('hears the admin’s saves from this origin only, until unsubscribed', () => {
    const listener = vi.fn()
    const stop = onPreviewSave(listener)
    saved()
    expect(listener).toHaveBeenCalledTimes(1)
    saved('https://elsewhere.example')
    saved(window.location.origin, { type: 'payload-live-preview', data: {} })
    saved(window.location.origin, 'payload-document-event')
    saved(window.location.origin, null)
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
    saved()
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

describe('PageError', () => {
  it('is the error boundary of every page of the site', () => expect(SiteError).toBe(PageError))

  let root: Root | undefined
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    document.body.innerHTML = ''
  })

  function render(retry: () => void) {
    const container = document.body.appendChild(document.createElement('div'))
    root = createRoot(container)
    act(() => root!.render(createElement(PageError, { retry })))
  }

  it('retries when the editor saves, so the preview recovers without reloading the admin', () => {
    const retry = vi.fn()
    render(retry)
    expect(document.querySelector('h1')?.textContent).toBe('This page couldn’t load')
    expect(retry).not.toHaveBeenCalled()
    saved()
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('retries when the visitor asks, and stops listening once the page is back', () => {
    const retry = vi.fn()
    render(retry)
    act(() => document.querySelector('button')!.click())
    expect(retry).toHaveBeenCalledTimes(1)
    act(() => root!.unmount())
    root = undefined
    saved()
    expect(retry).toHaveBeenCalledTimes(1)
  })
})
