/**
 * A save's refusal of a field's value, kept at the field until the value changes or a save goes
 * through (src/cms/admin/AddressField.client.tsx).
 *
 * Payload's form marks the field from the refused save's `errors[].data.errors` (ADD_SERVER_ERRORS:
 * `valid: false` with the message) but shows a mark only once the form counts as submitted, and
 * a refused draft (autosave, Save draft) is set back to not submitted; the form-state refresh that
 * follows any change then sets `valid: true` again. So a taken address never showed at the field
 * on a draft, and only for a moment on a publish. This keeps what the field was told.
 */

export type RefusalState = {
  /** The refusal shown, and the value it was about. */
  refusal: { message: string; value: unknown } | null
  /** The field's error as last seen, so a refusal is taken in once, when it arrives. */
  seenError: string | undefined
  /** When the document was last saved, as last seen. */
  seenSave: unknown
}

/** What the field shows now: its form state's validity and message, its value, the last save. */
export type FieldNow = { valid: boolean | undefined; errorMessage: string | undefined; value: unknown; savedAt: unknown }

export const noRefusal = (savedAt: unknown): RefusalState => ({ refusal: null, seenError: undefined, seenSave: savedAt })

export function standingRefusal(state: RefusalState, now: FieldNow): RefusalState {
  const error = now.valid === false && now.errorMessage ? now.errorMessage : undefined
  let { refusal } = state
  // A save went through: whatever was refused before is settled.
  if (now.savedAt !== state.seenSave) refusal = null
  // A new error arrives (a refused save, or a check of the value): it stands for this value.
  if (error !== undefined && error !== state.seenError) refusal = { message: error, value: now.value }
  // The editor changed the value: the refusal was about another one.
  else if (refusal && !Object.is(refusal.value, now.value)) refusal = null
  if (refusal === state.refusal && error === state.seenError && now.savedAt === state.seenSave) return state
  return { refusal, seenError: error, seenSave: now.savedAt }
}
