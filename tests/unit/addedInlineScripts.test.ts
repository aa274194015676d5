import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { addedInlineScripts } from '@/features/security/addedInlineScripts'
import { sitePolicy } from '@/features/security/contentSecurityPolicy'
import { parseEnv } from '@/lib/env'

describe('addedInlineScripts', () => {
  // next-plausible 4's init script for init={{ endpoint: '/api/event' }}, as it renders it.
  const init = `;(window.plausible = window.plausible || function () {
  ;(plausible.q = plausible.q || []).push(arguments)
}), (plausible.init = plausible.init || function (i) {
  plausible.o = i || {}
})
plausible.init({endpoint: "/api/event"})`
  const initHash = `'sha256-${createHash('sha256').update(init).digest('base64')}'`

  it('hashes the init script next-plausible renders with the page’s own endpoint', () => {
    expect(addedInlineScripts()).toEqual({ PLAUSIBLE_SCRIPT_URL: initHash })
  })

  it('is allowed only while page analytics is configured', () => {
    const added = addedInlineScripts()
    expect(sitePolicy(parseEnv({ NODE_ENV: 'test' }), [], added)).not.toContain(initHash)
    expect(sitePolicy(parseEnv({ NODE_ENV: 'test', PLAUSIBLE_SCRIPT_URL: 'https://plausible.io/js/pa-x.js' }), [], added)).toContain(initHash)
  })
})
