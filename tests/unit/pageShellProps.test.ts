import { describe, expect, it } from 'vitest'

import { resolveShell } from '@/features/shell/pageShellProps'

describe('resolveShell', () => {
  it('shows header and footer with the dark theme by default', () => {
    const defaults = { headerVisible: true, footerVisible: true, theme: 'dark' }
    expect(resolveShell()).toEqual(defaults)
    expect(resolveShell({})).toEqual(defaults)
    expect(resolveShell({ headerVisible: null, footerVisible: null, header: null })).toEqual(defaults)
  })

  it('uses the light theme only for header "light"', () => {
    expect(resolveShell({ header: 'light' }).theme).toBe('light')
    for (const header of ['dark', 'Light', 'blue', '']) expect(resolveShell({ header }).theme).toBe('dark')
  })

  it('hides header or footer only when explicitly false', () => {
    expect(resolveShell({ headerVisible: false })).toMatchObject({ headerVisible: false, footerVisible: true })
    expect(resolveShell({ footerVisible: false })).toMatchObject({ headerVisible: true, footerVisible: false })
  })
})
