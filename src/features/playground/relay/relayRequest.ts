import { tokenize, type TokenFormat } from '../formatPreservingToken'
import { childPath, parseJsonDocument, setProperty, type JsonLeaf, type JsonObject, type JsonValue } from '../jsonDocument'
import type { MarkRange } from '../jsonHighlight'

/** The checkout body the Relay playground opens with: the request the Relay page's route is written for. */
export const DEFAULT_BODY = JSON.stringify(
  {
    amount: 8900,
    currency: 'eur',
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2029, cvc: '123' },
    customer: { email: 'ada@example.com', name: 'Ada Moreno' },
  },
  null,
  2,
)

/** The fields protected at first, as the Relay page's route selects them. */
export const DEFAULT_PROTECTED: readonly string[] = ['$.card.number', '$.card.cvc']

/** The largest body the editor takes: a checkout, not a file. */
export const MAX_BODY_LENGTH = 4000

/** Security codes may not be stored after authorisation (PCI DSS 3.3.1.2): the vault keeps them for one use. */
const EPHEMERAL_KEY = /^(cvc|cvv|cvc2|cvv2|csc|security_?code)$/i

/** One value the vault holds, as JSON text, beside the token that stands in for it. */
export type VaultEntry = { path: string; token: string; original: string; format: TokenFormat; ephemeral: boolean }

/** The route's name for how an entry was tokenized, as the Relay page's route writes it. */
export const routeFormat = (entry: VaultEntry) => (entry.ephemeral ? 'ephemeral' : entry.format)

/** A body with the selected values swapped for their tokens, and what the vault keeps for each. */
export function protectFields(body: JsonObject, selected: ReadonlySet<string>): { body: JsonObject; vault: VaultEntry[] } {
  const vault: VaultEntry[] = []
  const walk = (value: JsonValue, path: string, key: string | number): JsonValue => {
    if (Array.isArray(value)) return value.map((item, index) => walk(item, childPath(path, index), index))
    if (value !== null && typeof value === 'object') {
      const copy: JsonObject = {}
      for (const [name, item] of Object.entries(value)) setProperty(copy, name, walk(item, childPath(path, name), name))
      return copy
    }
    if (!selected.has(path)) return value
    const token = tokenize(value)
    vault.push({
      path,
      token: JSON.stringify(token.value),
      original: JSON.stringify(value),
      format: token.format,
      ephemeral: typeof key === 'string' && EPHEMERAL_KEY.test(key),
    })
    return token.value
  }
  return { body: walk(body, '$', '$') as JsonObject, vault }
}

/** The editor's marks: each selected value, where the visitor typed it. */
export function sensitiveMarks(leaves: readonly JsonLeaf[], selected: ReadonlySet<string>): MarkRange[] {
  return leaves.filter((leaf) => selected.has(leaf.path)).map(({ start, end }) => ({ start, end, mark: 'sensitive' }))
}

/** What reaches your API (indented as Relay forwards it, tokens marked) and what the vault now holds. */
export type RelayedRequest = { forwarded: string; tokens: MarkRange[]; vault: VaultEntry[] }

/** The request as Relay passes it on, or why it cannot: the body is not a JSON object. */
export function relayRequest(text: string, selected: ReadonlySet<string>): { ok: true; request: RelayedRequest } | { ok: false; message: string } {
  const parsed = parseJsonDocument(text)
  if (!parsed.ok) return { ok: false, message: parsed.message }
  const { body, vault } = protectFields(parsed.value, selected)
  const forwarded = JSON.stringify(body, null, 2)
  const tokenized = new Set(vault.map((entry) => entry.path))
  const reparsed = parseJsonDocument(forwarded)
  const tokens = reparsed.ok
    ? reparsed.leaves.filter((leaf) => tokenized.has(leaf.path)).map(({ start, end }): MarkRange => ({ start, end, mark: 'token' }))
    : []
  return { ok: true, request: { forwarded, tokens, vault } }
}

/** What the Relay playground shows: the body being edited, the fields chosen, and the last request sent. */
export type RelayState = {
  text: string
  selected: ReadonlySet<string>
  sent: RelayedRequest
  /** How many requests the visitor has sent; 0 while the example the page opens with is shown. */
  sends: number
  status: string
}

export type RelayAction = { type: 'edit'; text: string } | { type: 'toggle'; path: string; on: boolean } | { type: 'send' }

const EDITED = 'Edited: send it to see what your API receives.'

/** "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

/** The sentence the status line shows, and screen readers hear, once a request has gone through. */
export function sentStatus(request: RelayedRequest): string {
  const paths = request.vault.map((entry) => entry.path)
  if (paths.length === 0) return 'Sent: no field was chosen, so your API received the body unchanged.'
  const count = paths.length === 1 ? 'a token' : `${paths.length} tokens`
  return `Sent: your API received ${count} in place of ${listed(paths)}; the vault holds the real values.`
}

/** The example the page opens with: the Relay page's checkout body, sent once with its route's fields chosen. */
export function initialRelayState(): RelayState {
  const selected = new Set(DEFAULT_PROTECTED)
  const result = relayRequest(DEFAULT_BODY, selected)
  if (!result.ok) throw new Error(`The default body must parse: ${result.message}`)
  return { text: DEFAULT_BODY, selected, sent: result.request, sends: 0, status: 'Example request relayed: edit it and send your own.' }
}

/** The playground's every change. A body that is not valid JSON is not sent; the status says why. */
export function relayReducer(state: RelayState, action: RelayAction): RelayState {
  switch (action.type) {
    case 'edit':
      return { ...state, text: action.text.slice(0, MAX_BODY_LENGTH), status: EDITED }
    case 'toggle': {
      const selected = new Set(state.selected)
      if (action.on) selected.add(action.path)
      else selected.delete(action.path)
      return { ...state, selected, status: EDITED }
    }
    case 'send': {
      const result = relayRequest(state.text, state.selected)
      if (!result.ok) return { ...state, status: `Not sent: ${result.message}` }
      return { ...state, sent: result.request, sends: state.sends + 1, status: sentStatus(result.request) }
    }
  }
}
