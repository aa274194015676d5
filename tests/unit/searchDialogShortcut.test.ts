import { describe, expect, it } from 'vitest'

import { isApplePlatform, isSearchShortcut, isTextField, type ShortcutKey } from '@/lib/searchShortcut'

const body = { tagName: 'BODY', isContentEditable: false }
const input = { tagName: 'INPUT', isContentEditable: false }
const key = (init: Partial<ShortcutKey> & { key: string }): ShortcutKey => ({
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: body as unknown as EventTarget,
  ...init,
})

describe('the search shortcut', () => {
  it('is Ctrl K off Apple platforms, from anywhere, text fields included', () => {
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }), false)).toBe(true)
    expect(isSearchShortcut(key({ key: 'K', ctrlKey: true }), false)).toBe(true)
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, target: input as unknown as EventTarget }), false)).toBe(true)
    expect(isSearchShortcut(key({ key: 'k', metaKey: true }), false)).toBe(false)
  })

  it('is ⌘K on Apple platforms, where Ctrl K stays the text fields’ own', () => {
    expect(isSearchShortcut(key({ key: 'k', metaKey: true }), true)).toBe(true)
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }), true)).toBe(false)
  })

  it('leaves other chords and plain letters alone', () => {
    expect(isSearchShortcut(key({ key: 'k' }), false)).toBe(false)
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, shiftKey: true }), false)).toBe(false)
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, altKey: true }), false)).toBe(false)
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, isComposing: true }), false)).toBe(false)
  })

  it('takes "/" only outside text fields', () => {
    expect(isSearchShortcut(key({ key: '/' }), false)).toBe(true)
    expect(isSearchShortcut(key({ key: '/', target: input as unknown as EventTarget }), false)).toBe(false)
    const editable = { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget
    expect(isSearchShortcut(key({ key: '/', target: editable }), false)).toBe(false)
    expect(isSearchShortcut(key({ key: '/', ctrlKey: true }), false)).toBe(false)
  })

  it('knows text fields and Apple platforms', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) expect(isTextField({ tagName } as unknown as EventTarget)).toBe(true)
    expect(isTextField({ tagName: 'BUTTON' } as unknown as EventTarget)).toBe(false)
    expect(isTextField(null)).toBe(false)
    expect(isApplePlatform('MacIntel')).toBe(true)
    expect(isApplePlatform('macOS')).toBe(true)
    expect(isApplePlatform('iPhone')).toBe(true)
    expect(isApplePlatform('Linux x86_64')).toBe(false)
    expect(isApplePlatform('Windows')).toBe(false)
  })
})
