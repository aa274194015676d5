import { HONEYPOT_FIELD } from '../leads/honeypot'

/**
 * The lead forms' bot trap: off-screen for sighted people, hidden from assistive technology,
 * out of the tab order and never autofilled, so only form-filling bots put a value in it.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
