import type { Ref } from 'react'

import { HONEYPOT_FIELD } from '../leads/honeypot'

/**
 * The lead forms' bot trap: moved off-screen rather than hidden with CSS `display`, which
 * some bots check, and kept out of the tab order and the accessibility tree so people
 * never meet it.
 */
export function HoneypotInput({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Website
        <input ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
