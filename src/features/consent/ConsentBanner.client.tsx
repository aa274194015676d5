'use client'

import { Link } from '@/ui/Link.client'

import type { ConsentChoice } from './consentState'
import { buttonClass } from '@/ui/button'

// Both choices look the same: refusing must be as easy to see and press as accepting.
const BUTTON = buttonClass('secondary', 'dark', 'min-w-28')

/**
 * The consent question. Accept and Reject look the same and sit side by side, so neither is
 * the easy way out; the banner is a landmark rather than a modal, so the page stays usable
 * and readable behind it.
 */
export function ConsentBanner({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  return (
    <section
      aria-label="Cookie consent"
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-slate-950 text-slate-200 shadow-overlay"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 desk:flex-row desk:items-center desk:justify-between">
        <p className="text-sm">
          We would like to use cookies for analytics, marketing and chat. Nothing is loaded until you choose, and you
          can change your mind at any time under Cookie settings.{' '}
          <Link href="/legal/cookies" className="underline hover:text-white">
            Cookie policy
          </Link>
        </p>
        <div className="flex shrink-0 gap-3">
          <button type="button" className={BUTTON} onClick={() => onChoose('rejected')}>
            Reject
          </button>
          <button type="button" className={BUTTON} onClick={() => onChoose('accepted')}>
            Accept
          </button>
        </div>
      </div>
    </section>
  )
}
