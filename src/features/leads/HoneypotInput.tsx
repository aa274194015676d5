import type { ComponentPropsWithRef } from 'react'

import { HONEYPOT_FIELD } from './honeypot'

type Props = Omit<ComponentPropsWithRef<'input'>, 'type' | 'tabIndex' | 'autoComplete'>

/**
 * Every lead form's bot trap: moved off-screen (not display:none, which some bots check),
 * hidden from assistive technology, out of the tab order and never autofilled, so only a
 * form-filling bot puts a value in it. Takes a ref or react-hook-form's registration.
 */
export function HoneypotInput({ name = HONEYPOT_FIELD, ...props }: Props) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Website
        <input type="text" name={name} tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  )
}
