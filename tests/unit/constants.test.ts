import { describe, expect, it } from 'vitest'

import * as constants from '@/ui/layoutConstants'

// The spec's layout numbers. Components, CSS and e2e tests read these, so a change here is a spec change.
describe('shell constants', () => {
  it('match the spec', () => {
    expect(constants).toMatchObject({
      BANNER_OFFSET_PX: 60,
      MOBILE_BREAKPOINT_PX: 768,
      NAV_CTA_SCROLL_THRESHOLD_PX: 100,
      NAV_HOVER_CLOSE_DELAY_MS: 150,
      NAV_SKIP_DELAY_MS: 300,
      TOAST_OFFSET_PX: 32,
      TOAST_MAX_WIDTH_PX: 350,
    })
  })
})
