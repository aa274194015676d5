import { PathIcon } from '@/features/icons/PathIcon'

import {
  CUSTOMER_WORDMARKS,
  CUSTOMERS_HEADING,
  REASSURANCE_HEADING,
  REASSURANCE_POINTS,
  type CustomerWordmark,
  type WordmarkStyle,
} from './reassurance'

const WORDMARK_TEXT: Record<WordmarkStyle, string> = {
  sans: 'text-sm font-semibold tracking-tight',
  serif: 'font-serif text-sm font-semibold',
  caps: 'text-xs font-medium uppercase tracking-widest',
  heavy: 'text-sm font-extrabold lowercase tracking-tight',
}

/**
 * Beside the sales form from 1200 px (the drawer widens into two columns), below it on
 * narrower screens, so a phone still opens on the form's first field: who answers, how fast,
 * and a few customers. Nothing here is focusable, so the form's tab order is unchanged.
 */
export function SalesReassurance() {
  return (
    <div className="flex-1 border-t border-slate-200 bg-slate-50 px-6 py-6 wide:border-t-0 wide:border-l">
      <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-600">{REASSURANCE_HEADING}</h3>
      <ul className="mt-4 grid gap-5">
        {REASSURANCE_POINTS.map((point) => (
          <li key={point.title} className="flex gap-3">
            <span className="mt-0.5 inline-flex size-8 flex-none items-center justify-center rounded-lg bg-brand-600/10 text-brand-700">
              <PathIcon d={point.icon} className="size-4" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-900">{point.title}</p>
              <p className="mt-1 text-sm text-slate-600">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <h3 className="mt-8 text-sm font-semibold uppercase tracking-wider text-slate-600">{CUSTOMERS_HEADING}</h3>
      <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-4">
        {CUSTOMER_WORDMARKS.map((customer) => (
          <li key={customer.slug}>
            <Wordmark customer={customer} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A customer's mark and name in one muted colour, read as the customer's full name. */
function Wordmark({ customer }: { customer: CustomerWordmark }) {
  return (
    <span className="flex min-w-0 items-center gap-1.5 text-slate-700">
      <svg viewBox="0 0 100 100" className="size-4 flex-none" aria-hidden="true" focusable="false">
        <path d={customer.fill} fill="currentColor" />
        {customer.stroke ? (
          <path d={customer.stroke} fill="none" stroke="currentColor" strokeWidth="10" strokeLinecap="round" />
        ) : null}
      </svg>
      <span aria-hidden="true" className={`truncate ${WORDMARK_TEXT[customer.style]}`}>
        {customer.text}
      </span>
      <span className="sr-only">{customer.name}</span>
    </span>
  )
}
