import { describe, expect, it } from 'vitest'

import { type FieldNow, noRefusal, type RefusalState, standingRefusal } from '@/cms/admin/standingRefusal'

const TAKEN = 'Another page, “Pricing”, already uses /pricing. Choose another path.'

/** The field's state after each step, as Payload's form changes it; what the field shows after each. */
function shown(steps: Partial<FieldNow>[]): (string | undefined)[] {
  let now: FieldNow = { valid: undefined, errorMessage: undefined, value: '/draft', savedAt: 1 }
  let state: RefusalState = noRefusal(now.savedAt)
  return steps.map((step) => {
    now = { ...now, ...step }
    state = standingRefusal(state, now)
    return state.refusal?.message
  })
}

describe('a refused save stays at its field', () => {
  it('after the form-state refresh that marks the field valid again (a refused autosave)', () => {
    expect(
      shown([
        { value: '/pricing' },
        // ADD_SERVER_ERRORS from the refused autosave.
        { valid: false, errorMessage: TAKEN },
        // The refresh after the change sets valid back; Payload leaves the message in place.
        { valid: true },
        // Other fields change and are refreshed: nothing about this one changes.
        { valid: true },
      ]),
    ).toEqual([undefined, TAKEN, TAKEN, TAKEN])
  })

  it('until the editor changes the value, even while the old mark is still in the form state', () => {
    expect(
      shown([{ value: '/pricing' }, { valid: false, errorMessage: TAKEN }, { value: '/pricing-2' }, { valid: true }]),
    ).toEqual([undefined, TAKEN, undefined, undefined])
  })

  it('until a save goes through', () => {
    expect(shown([{ value: '/pricing' }, { valid: false, errorMessage: TAKEN }, { valid: true }, { savedAt: 2 }])).toEqual([
      undefined,
      TAKEN,
      TAKEN,
      undefined,
    ])
  })

  it('again when the same refusal comes back for a later value', () => {
    expect(
      shown([
        { value: '/pricing' },
        { valid: false, errorMessage: TAKEN },
        { valid: true },
        { value: '/pricing-2' },
        { value: '/pricing' },
        { valid: false, errorMessage: TAKEN },
      ]),
    ).toEqual([undefined, TAKEN, TAKEN, undefined, undefined, TAKEN])
  })

  it('keeps the state object when nothing changed, so the field does not render again', () => {
    const state = standingRefusal(noRefusal(1), { valid: false, errorMessage: TAKEN, value: '/pricing', savedAt: 1 })
    expect(standingRefusal(state, { valid: false, errorMessage: TAKEN, value: '/pricing', savedAt: 1 })).toBe(state)
  })
})
