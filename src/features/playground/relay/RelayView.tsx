import type { KeyboardEvent, ReactNode } from 'react'

import { Icon } from '@/features/icons/Icon'
import { buttonClass } from '@/ui/button'
import { ERROR_CLASS, HINT_CLASS, LABEL_CLASS } from '@/ui/form/Field'
import { bindChecked } from '../bindControl'
import { CodeBlock, DarkPanel, StatusPill } from '../DarkPanel'
import { parseJsonDocument } from '../jsonDocument'
import { highlightJson } from '../jsonHighlight'
import { JsonLines, MarkLegend } from '../JsonLines'
import styles from '../playground.module.css'
import { JsonEditor } from './JsonEditor'
import { MAX_BODY_LENGTH, routeFormat, sensitiveMarks, type RelayState } from './relayRequest'

export type RelayHandlers = {
  onText: (text: string) => void
  onToggle: (path: string, on: boolean) => void
  onSend: () => void
  onEditorKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void
}

/** One party of the flow, numbered, with an arrow from the one before: down when stacked, right side by side. */
function Stage({ step, title, detail, id, children }: { step: number; title: string; detail: string; id: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="min-w-0">
      <div className="mb-3 flex flex-wrap items-center gap-x-2.5 gap-y-1">
        {step > 1 ? (
          <span aria-hidden="true" className="text-lg leading-none text-slate-500">
            <span className="wide:hidden">↓</span>
            <span className="hidden wide:inline">→</span>
          </span>
        ) : null}
        <span aria-hidden="true" className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-900 text-xs font-bold text-white">
          {step}
        </span>
        <h3 id={id} className="shrink-0 text-base font-semibold text-slate-900">
          <span className="sr-only">Step {step}: </span>
          {title}
        </h3>
        <span className="ml-auto min-w-0 font-mono text-xs break-all text-slate-600">{detail}</span>
      </div>
      {children}
    </div>
  )
}

const TOKEN_CHIP = 'rounded bg-emerald-50 px-1.5 py-0.5 text-emerald-800 ring-1 ring-inset ring-emerald-600/30'
const SENSITIVE_CHIP = 'rounded bg-rose-50 px-1.5 py-0.5 text-rose-800 ring-1 ring-inset ring-rose-600/30'

/**
 * The Relay playground: a checkout body edited in the browser (stage 1), Relay's route and the
 * vault it writes to (stage 2), and the body your API receives, tokens in place of the chosen
 * values (stage 3). The same markup is the server's still preview (no handlers) and the island.
 */
export function RelayView({ id, state, on }: { id: string; state: RelayState; on?: RelayHandlers }) {
  const parsed = parseJsonDocument(state.text)
  const { sent } = state
  const editorId = `${id}-body`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const arrival = state.sends > 0 ? styles.arrive : ''
  const laterArrival = state.sends > 0 ? styles.arriveLater : ''
  return (
    <div className="grid gap-8 wide:grid-cols-3 wide:gap-6">
      <Stage step={1} id={`${id}-browser`} title="Browser" detail="POST /v1/checkout">
        <JsonEditor
          id={editorId}
          title="checkout request body"
          value={state.text}
          marks={parsed.ok ? sensitiveMarks(parsed.leaves, state.selected) : []}
          invalid={!parsed.ok}
          describedBy={parsed.ok ? hintId : `${errorId} ${hintId}`}
          maxLength={MAX_BODY_LENGTH}
          onChange={on?.onText}
          onKeyDown={on?.onEditorKeyDown}
        />
        {parsed.ok ? null : (
          <p id={errorId} className={ERROR_CLASS}>
            {parsed.message}
          </p>
        )}
        <MarkLegend marks={['sensitive']} className="mt-3" />
        <p id={hintId} className={HINT_CLASS}>
          Edit the body, tick what Relay should tokenize, then send (Ctrl + Enter from the editor).
          <span className="sm:hidden"> Long lines scroll sideways.</span>
        </p>
        <fieldset className="mt-5">
          <legend className={LABEL_CLASS}>Fields Relay tokenizes</legend>
          {!parsed.ok ? (
            <p className="mt-2 text-sm text-slate-600">Fix the body to choose its fields again.</p>
          ) : parsed.leaves.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">This body has no values to protect.</p>
          ) : (
            <div className="mt-2 grid max-h-56 grid-cols-[repeat(auto-fill,minmax(10.5rem,1fr))] gap-x-4 overflow-y-auto">
              {parsed.leaves.map((leaf) => (
                <label key={leaf.path} className="flex min-h-11 min-w-0 items-center gap-2.5 text-sm text-slate-900">
                  <input
                    type="checkbox"
                    {...bindChecked(state.selected.has(leaf.path), on ? (checked) => on.onToggle(leaf.path, checked) : undefined)}
                    className="size-4 shrink-0 accent-brand-600 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
                  />
                  <span className="min-w-0 font-mono text-xs break-all">{leaf.path}</span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
          <button type="button" onClick={on?.onSend} className={buttonClass('primary', 'light')}>
            <Icon name="relay" className="size-4" />
            Send through Relay
          </button>
          <p role="status" className="min-w-0 text-sm text-slate-700">
            {state.status}
          </p>
        </div>
      </Stage>

      <Stage step={2} id={`${id}-relay`} title="Cipherwell Relay" detail="tnt_4Jd8s2.relay.cipherwell.com">
        <div key={`relay-${state.sends}`} className={arrival}>
          <div className="rounded-card border border-brand-500/30 bg-brand-50 p-4">
            <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
              <Icon name="lock" className="size-4" />
              Route: POST /v1/checkout
            </p>
            {sent.vault.length > 0 ? (
              <ul aria-label="Transforms" className="mt-3 space-y-1.5 font-mono text-xs text-slate-800">
                {sent.vault.map((entry) => (
                  <li key={entry.path} className="break-all">
                    {entry.path} <span aria-hidden="true">→</span>
                    <span className="sr-only">:</span> tokenize · {routeFormat(entry)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-slate-700">No field chosen: the body passes through unchanged.</p>
            )}
          </div>
          <div className="mt-4 rounded-card border border-slate-200 bg-white p-4 shadow-card">
            <h4 className="text-sm font-semibold text-slate-900">The vault holds</h4>
            {sent.vault.length > 0 ? (
              <ul className="mt-2 divide-y divide-slate-100">
                {sent.vault.map((entry) => (
                  <li key={entry.path} className="py-2.5">
                    <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-2 gap-y-1.5 text-xs">
                      <dt className="text-slate-600">Token</dt>
                      <dd className="min-w-0 font-mono break-all">
                        <span className={TOKEN_CHIP}>{entry.token}</span>
                      </dd>
                      <dt className="text-slate-600">Real value</dt>
                      <dd className="min-w-0 font-mono break-all">
                        <span className={SENSITIVE_CHIP}>{entry.original}</span>
                      </dd>
                      <dt className="text-slate-600">Field</dt>
                      <dd className="min-w-0 text-slate-700">
                        <span className="font-mono break-all">{entry.path}</span>
                        {entry.ephemeral ? ' · deleted after its first use' : ' · stored encrypted'}
                      </dd>
                    </dl>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">Nothing yet: no field of the last request was chosen.</p>
            )}
          </div>
        </div>
      </Stage>

      <Stage step={3} id={`${id}-api`} title="Your API" detail="api.example-shop.com">
        <div key={`api-${state.sends}`} className={laterArrival}>
          <DarkPanel
            title="POST /v1/checkout · received"
            badge={<StatusPill tone="good">{`${sent.vault.length} ${sent.vault.length === 1 ? 'token' : 'tokens'}`}</StatusPill>}
          >
            <CodeBlock>
              <JsonLines lines={highlightJson(sent.forwarded, sent.tokens)} annotate />
            </CodeBlock>
          </DarkPanel>
          <MarkLegend marks={['token']} className="mt-3" />
          <p className="mt-2 text-sm text-slate-600">
            Your servers store and log the tokens. Requests you send out through Relay get the real values back, for the
            destinations you allow.
          </p>
        </div>
      </Stage>
    </div>
  )
}
