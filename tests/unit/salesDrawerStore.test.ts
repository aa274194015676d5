import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  close,
  DEFAULT_CONTACT_URL,
  getContactUrl,
  getOpenedFrom,
  getServerSnapshot,
  getSnapshot,
  open,
  setContactUrl,
  subscribe,
} from '@/features/sales-contact/drawerStore'

afterEach(() => close())

describe('sales drawer store', () => {
  it('is closed while no config is active', () => {
    expect(getSnapshot()).toBeNull()
    expect(getServerSnapshot()).toBeNull()
  })

  it('opening sets the config and closing clears it', () => {
    const config = { context: 'pricing-hero', topic: 'pci', title: 'Talk to a PCI expert' }
    open(config)
    expect(getSnapshot()).toBe(config)
    close()
    expect(getSnapshot()).toBeNull()
  })

  it('a second open replaces the config', () => {
    open({ context: 'link' })
    open({ context: 'footer', topic: 'pricing' })
    expect(getSnapshot()).toEqual({ context: 'footer', topic: 'pricing' })
  })

  it('tells subscribers about each change, and no longer once they unsubscribe', () => {
    const listener = vi.fn()
    const unsubscribe = subscribe(listener)
    open({ context: 'link' })
    close()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    open({ context: 'link' })
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('keeps the opener and its ancestors, so focus can return even if a menu removes the opener', () => {
    const nav = { parentElement: null }
    const item = { parentElement: nav }
    const link = { parentElement: item }
    open({ context: 'link' }, link as unknown as Element)
    expect(getOpenedFrom()).toEqual([link, item, nav])
    open({ context: 'link' }, null)
    expect(getOpenedFrom()).toEqual([])
  })

  it('closing a closed drawer changes nothing and tells no one', () => {
    const listener = vi.fn()
    const unsubscribe = subscribe(listener)
    close()
    expect(listener).not.toHaveBeenCalled()
    unsubscribe()
  })
})

describe('contact URL setting', () => {
  it('defaults to /contact', () => {
    expect(DEFAULT_CONTACT_URL).toBe('/contact')
    expect(getContactUrl()).toBe('/contact')
  })

  it('is restored to /contact by the cleanup', () => {
    const cleanup = setContactUrl('/contact-enterprise')
    expect(getContactUrl()).toBe('/contact-enterprise')
    cleanup()
    expect(getContactUrl()).toBe('/contact')
  })

  it('goes back to /contact, not to the previous setting, when a later setting is cleaned up', () => {
    setContactUrl('/first')
    const cleanup = setContactUrl('/second')
    cleanup()
    expect(getContactUrl()).toBe('/contact')
  })
})
