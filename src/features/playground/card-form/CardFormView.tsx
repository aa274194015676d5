import type { CSSProperties } from 'react'

import { Icon } from '@/features/icons/Icon'
import { BRAND_NAMES, detectBrand } from '../cardBrands'
import { CodeBlock, DarkPanel, StatusPill } from '../DarkPanel'
import { parseJsonDocument } from '../jsonDocument'
import { highlightJson, type MarkRange } from '../jsonHighlight'
import { JsonLines } from '../JsonLines'
import { TEST_CARDS, type CardInput, type PageReceives } from './cardForm'
import type { CardFormState } from './cardFormState'
import { themeSnippet, themeVariables, type CardTheme } from './cardTheme'
import { SecureField } from './SecureField'
import { ThemeControls } from './ThemeControls'

export type CardFormHandlers = {
  /** The input itself, so the island can put the caret back after reformatting. */
  onField: (name: keyof CardInput, input: HTMLInputElement) => void
  onFill: (card: CardInput) => void
  onTheme: (theme: Partial<CardTheme>) => void
  onSubmit: () => void
}

const WAITING = '// Nothing yet. Submit the form:\n// your page gets a token, the\n// last four digits and the brand,\n// never the card number.'

/** The page's JSON with its token marked, or what it is waiting for. */
function receivedLines(received: PageReceives | null) {
  if (!received) return highlightJson(WAITING)
  const text = JSON.stringify(received, null, 2)
  const parsed = parseJsonDocument(text)
  const marks: MarkRange[] = parsed.ok
    ? parsed.leaves.filter((leaf) => leaf.path === '$.token').map(({ start, end }) => ({ start, end, mark: 'token' }))
    : []
  return highlightJson(text, marks)
}

/**
 * The card form playground: a checkout page holding Cipherwell's secure fields (themed by the
 * controls beside it), what the page's own code receives when the form is submitted, and the
 * theme as the merchant would write it. The same markup is the server's still preview (no
 * handlers) and the island.
 */
export function CardFormView({ id, state, on }: { id: string; state: CardFormState; on?: CardFormHandlers }) {
  const { card, errors, theme, received } = state
  const brand = detectBrand(card.number.replace(/\D/g, ''))
  return (
    <div className="grid gap-8 desk:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] desk:gap-10">
      <div className="min-w-0 self-start overflow-hidden rounded-card border border-slate-200 bg-slate-100 shadow-card">
        <div className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-2.5">
          <span aria-hidden="true" className="hidden gap-1.5 sm:flex">
            <span className="size-2.5 rounded-full bg-slate-300" />
            <span className="size-2.5 rounded-full bg-slate-300" />
            <span className="size-2.5 rounded-full bg-slate-300" />
          </span>
          <span className="min-w-0 rounded-md bg-slate-100 px-3 py-1 font-mono text-xs text-slate-700">example-shop.com/checkout</span>
        </div>
        <div className="p-4 sm:p-8">
          <p className="text-sm text-slate-600">Order 1042 · Desk lamp</p>
          <p className="mt-1 text-2xl font-semibold text-slate-900">Pay €89.00</p>
          <div style={themeVariables(theme) as CSSProperties} className="relative mt-6 rounded-[calc(var(--cf-radius)+8px)] border-2 border-dashed border-brand-400 p-2">
            <span className="absolute -top-3 right-4 inline-flex items-center gap-1.5 bg-slate-100 px-2 font-mono text-xs text-brand-700">
              <Icon name="lock" className="size-3.5" />
              js.cipherwell.com
            </span>
            <form
              noValidate
              aria-label="Card details, in Cipherwell’s secure fields"
              onSubmit={
                on
                  ? (event) => {
                      event.preventDefault()
                      on.onSubmit()
                    }
                  : undefined
              }
              className="space-y-4 rounded-(--cf-radius) bg-(--cf-background) p-4 font-(family-name:--cf-font) text-(--cf-text) sm:p-5"
            >
              <SecureField
                id={`${id}-number`}
                name="number"
                label="Card number"
                value={card.number}
                error={errors.number}
                placeholder="1234 1234 1234 1234"
                note={brand ? BRAND_NAMES[brand] : undefined}
                start
                onInput={on?.onField}
              />
              <div className="grid grid-cols-2 gap-4">
                <SecureField id={`${id}-expiry`} name="expiry" label="Expiry" value={card.expiry} error={errors.expiry} placeholder="MM / YY" onInput={on?.onField} />
                <SecureField
                  id={`${id}-cvc`}
                  name="cvc"
                  label="Security code"
                  value={card.cvc}
                  error={errors.cvc}
                  placeholder={brand === 'amex' ? '4 digits' : '3 digits'}
                  onInput={on?.onField}
                />
              </div>
              <button
                type="submit"
                className="w-full rounded-(--cf-radius) bg-(--cf-accent) px-5 py-3 text-sm font-semibold text-(--cf-on-accent) hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--cf-focus)"
              >
                Pay €89.00
              </button>
            </form>
          </div>
          <div role="group" aria-labelledby={`${id}-tests`} className="mt-5 flex flex-wrap items-center gap-2">
            <span id={`${id}-tests`} className="text-sm text-slate-700">
              Fill a test card:
            </span>
            {TEST_CARDS.map((test) => (
              <button
                key={test.brand}
                type="button"
                onClick={on ? () => on.onFill(test) : undefined}
                className="min-h-11 rounded-control bg-white px-3 text-sm font-medium text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {BRAND_NAMES[test.brand]}
              </button>
            ))}
          </div>
          <p role="status" className="mt-4 text-sm text-slate-700">
            {state.status}
          </p>
        </div>
      </div>

      <div className="min-w-0 space-y-6">
        <div>
          <DarkPanel
            title="Your page receives"
            badge={received ? <StatusPill tone="good">a token, no card</StatusPill> : <StatusPill tone="quiet">waiting</StatusPill>}
          >
            <CodeBlock className="min-h-[9.5rem]">
              <JsonLines lines={receivedLines(received)} annotate />
            </CodeBlock>
          </DarkPanel>
          <p className="mt-3 text-sm text-slate-600">
            The number and code stay inside the secure fields, served from Cipherwell’s domain: your page’s scripts never
            see them, so your checkout qualifies for SAQ A.
          </p>
        </div>
        <ThemeControls id={id} theme={theme} onTheme={on?.onTheme} />
        <DarkPanel title="checkout.js" badge={<StatusPill tone="quiet">JavaScript</StatusPill>}>
          <CodeBlock>
            <JsonLines lines={highlightJson(themeSnippet(theme))} />
          </CodeBlock>
        </DarkPanel>
      </div>
    </div>
  )
}
