import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { NAV_HOVER_CLOSE_DELAY_MS, NAV_SKIP_DELAY_MS } from '@/ui/layoutConstants'

/**
 * Some spec timings are not ours to set: Radix NavigationMenu and react-hot-toast own the
 * timers and we rely on their defaults. These checks read the installed library code so an
 * upgrade that changes a default fails here instead of silently breaking the spec.
 */
const source = (pkg: string) => fs.readFileSync(path.resolve('node_modules', pkg, 'dist/index.mjs'), 'utf8')

describe('@radix-ui/react-navigation-menu', () => {
  const radix = source('@radix-ui/react-navigation-menu')

  it(`closes ${NAV_HOVER_CLOSE_DELAY_MS} ms after the pointer leaves`, () => {
    expect(radix).toContain(`setTimeout(() => setValue(""), ${NAV_HOVER_CLOSE_DELAY_MS})`)
  })

  it(`defaults skipDelayDuration to ${NAV_SKIP_DELAY_MS} ms`, () => {
    expect(radix).toContain(`skipDelayDuration = ${NAV_SKIP_DELAY_MS}`)
  })
})

describe('react-hot-toast', () => {
  // The bundle is minified, so variable names are captured rather than assumed.
  const toast = source('react-hot-toast')

  it('shows blank/error/custom toasts 4 s, success 2 s and loading until dismissed', () => {
    const durations = /(\w+)=\{blank:4e3,error:4e3,success:2e3,loading:1\/0,custom:4e3\}/.exec(toast)
    expect(durations).not.toBeNull()
    // ...and that table is the fallback when a toast sets no duration of its own.
    expect(toast).toMatch(new RegExp(`\\|\\|${durations?.[1]}\\[\\w+\\.type\\]`))
  })

  it('keeps at most 20 toasts', () => {
    const limit = /var (\w+)=20,/.exec(toast)
    expect(limit).not.toBeNull()
    expect(toast).toContain(`settings:{toastLimit:${limit?.[1]}}`)
  })

  it('removes a dismissed toast after 1 s', () => {
    const delay = /var (\w+)=1e3,/.exec(toast)
    expect(delay).not.toBeNull()
    // The delay is the default of the remove-from-queue callback that starts the timer.
    expect(toast).toMatch(new RegExp(`\\(\\w+,\\w+=${delay?.[1]}\\)=>\\{if\\(\\w+\\.has\\(\\w+\\)\\)return;let \\w+=setTimeout`))
  })
})
