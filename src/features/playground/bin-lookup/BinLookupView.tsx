import { CONTROL_CLASS, Field } from '@/ui/form/Field'
import { bindValue } from '../bindControl'
import { CodeBlock, DarkPanel, StatusPill } from '../DarkPanel'
import { highlightJson } from '../jsonHighlight'
import { JsonLines } from '../JsonLines'
import { BIN_LENGTH, binDigits, binResponse, lookupBin } from './binLookup'
import { BIN_SAMPLES, binSummary } from './binSamples'

/** The eight places of a BIN, the digits typed in them and the prefix that matched: a picture of the longest-prefix rule. */
function DigitMeter({ digits, matched }: { digits: string; matched: number }) {
  return (
    <div aria-hidden="true" className="mt-3 flex gap-1.5">
      {Array.from({ length: BIN_LENGTH.max }, (_, place) => {
        const digit = digits[place]
        const tone =
          place < matched
            ? 'bg-brand-50 text-brand-700 ring-brand-500'
            : digit
              ? 'bg-white text-slate-700 ring-slate-300'
              : 'bg-slate-50 text-slate-600 ring-slate-200'
        return (
          <span key={place} className={`inline-flex h-9 w-7 items-center justify-center rounded-md font-mono text-sm ring-1 ring-inset ${tone}`}>
            {digit ?? '·'}
          </span>
        )
      })}
    </div>
  )
}

/**
 * The BIN lookup playground: a field for a card's first digits, the answer the API would give
 * from the sample table shipped with the page, and samples to try. The same markup is the
 * server's still preview (no handler) and the island.
 */
export function BinLookupView({ id, digits, onDigits }: { id: string; digits: string; onDigits?: (digits: string) => void }) {
  const lookup = lookupBin(digits)
  const response = binResponse(lookup)
  const matched = lookup.status === 'found' ? lookup.answer.bin.length : 0
  const summaryId = `${id}-summary`
  return (
    <div className="grid gap-8 desk:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] desk:items-start desk:gap-10">
      <div className="min-w-0">
        <Field
          id={`${id}-bin`}
          label="A card’s first 6 to 8 digits"
          hint="Looked up in the sample table shipped with this page; nothing is sent. The field keeps 8 digits at most, never a whole card number."
        >
          {(control) => (
            <input
              {...control}
              aria-describedby={`${control['aria-describedby'] ?? ''} ${summaryId}`.trim()}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              data-playground-start=""
              {...bindValue(digits, onDigits ? (value) => onDigits(binDigits(value)) : undefined)}
              className={`${CONTROL_CLASS} font-mono tracking-widest`}
            />
          )}
        </Field>
        <DigitMeter digits={digits} matched={matched} />
        <p id={summaryId} className="mt-3 text-sm text-slate-700">
          {binSummary(lookup)}
        </p>
        <div role="group" aria-labelledby={`${id}-samples`} className="mt-5 flex flex-wrap items-center gap-2">
          <span id={`${id}-samples`} className="text-sm text-slate-700">
            Try:
          </span>
          {BIN_SAMPLES.map((sample) => (
            <button
              key={sample}
              type="button"
              aria-pressed={sample === digits}
              onClick={onDigits ? () => onDigits(sample) : undefined}
              className="min-h-11 rounded-control bg-white px-3 font-mono text-sm text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:bg-brand-50 aria-pressed:ring-brand-500"
            >
              {sample}
            </button>
          ))}
        </div>
      </div>
      <DarkPanel
        title={`GET /v1/bins/${digits || '…'}`}
        badge={response ? <StatusPill tone={lookup.status === 'found' ? 'good' : 'bad'}>{response.status}</StatusPill> : <StatusPill tone="quiet">waiting</StatusPill>}
      >
        <CodeBlock className="min-h-[15.5rem]">
          <JsonLines lines={highlightJson(response ? response.body : `// ${binSummary(lookup)}`)} />
        </CodeBlock>
      </DarkPanel>
      <p role="status" className="sr-only">
        {lookup.status === 'found' || lookup.status === 'unknown' ? binSummary(lookup) : ''}
      </p>
    </div>
  )
}
