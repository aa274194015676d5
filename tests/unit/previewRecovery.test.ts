// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

import SiteError from '@/app/(site)/error'
import { announcePreviewRefreshed } from '@/features/preview/previewRefreshed'
import { PageError } from '@/features/shell/PageError.client'

/*
 * Issue 34: a draft the live preview failed to render stayed broken after the editor fixed it,
 * until the admin was reloaded. The site's error boundary (app/(site)/error.tsx, PageError)
 * now retries each time the preview tools re-render the page after a save. That Next keeps
 * the layout, and so the preview tools, around it can only be seen in a browser; that
 * visitors' pages carry none of the tools' code, in preview.spec.ts.
 */

/** What the draft-mode preview tools announce after re-rendering the page on an admin save. */
const saved = () => announcePreviewRefreshed()

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

  it('retries when the preview tools re-render after a save, so the preview recovers without reloading the admin', () => {
    // An admin's raw message alone does nothing here: only the draft-mode tools hear the admin.
    const retryOnMessage = vi.fn()
    render(retryOnMessage)
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'payload-document-event' }, origin: window.location.origin }))
    expect(retryOnMessage).not.toHaveBeenCalled()
    act(() => root!.unmount())
    root = undefined

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
