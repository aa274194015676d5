import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * The lead honeypot (see leads/honeypot.ts): off-screen rather than display:none, which some
 * bots skip; hidden from assistive technology, out of the tab order and never autofilled, so
 * only a bot fills it in.
 */
export function HoneypotInput(registration: UseFormRegisterReturn) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  )
}
