import { describe, expect, it } from 'vitest'

import { luhnValid } from '@/features/playground/luhn'
import {
  DEFAULT_BODY,
  DEFAULT_PROTECTED,
  initialRelayState,
  MAX_BODY_LENGTH,
  protectFields,
  relayReducer,
  relayRequest,
  routeFormat,
  sensitiveMarks,
} from '@/features/playground/relay/relayRequest'
import { parseJsonDocument, type JsonObject } from '@/features/playground/jsonDocument'

const defaults = new Set(DEFAULT_PROTECTED)

const relayed = (text: string, selected: ReadonlySet<string>) => {
  const result = relayRequest(text, selected)
  if (!result.ok) throw new Error(result.message)
  return result.request
}

describe('the default checkout', () => {
  it('is the Relay page’s request, with its card number and code chosen', () => {
    const parsed = parseJsonDocument(DEFAULT_BODY)
    if (!parsed.ok) throw new Error(parsed.message)
    expect(parsed.leaves.map((leaf) => leaf.path)).toEqual(expect.arrayContaining([...DEFAULT_PROTECTED, '$.amount', '$.customer.email']))
    expect(DEFAULT_BODY).toContain('"number": "4242424242424242"')
  })

  it('reaches your API with format-preserving tokens in place of the card number and code, the rest untouched', () => {
    const { forwarded, vault } = relayed(DEFAULT_BODY, defaults)
    const body = JSON.parse(forwarded)
    const original = JSON.parse(DEFAULT_BODY)
    expect(body.card.number).toMatch(/^424242\d{6}4242$/)
    expect(luhnValid(body.card.number)).toBe(true)
    expect(body.card.number).not.toBe(original.card.number)
    expect(body.card.cvc).toMatch(/^\d{3}$/)
    expect(body.card.cvc).not.toBe('123')
    expect({ ...body, card: undefined }).toEqual({ ...original, card: undefined })
    expect(body.card.exp_year).toBe(2029)
    expect(forwarded).not.toContain('4242424242424242')
    expect(vault).toEqual([
      { path: '$.card.number', token: JSON.stringify(body.card.number), original: '"4242424242424242"', format: 'card_pfpt', ephemeral: false },
      { path: '$.card.cvc', token: JSON.stringify(body.card.cvc), original: '"123"', format: 'numeric_pfpt', ephemeral: true },
    ])
    expect(vault.map(routeFormat)).toEqual(['card_pfpt', 'ephemeral'])
  })

  it('gives the same tokens every time it is sent', () => {
    expect(relayed(DEFAULT_BODY, defaults)).toEqual(relayed(DEFAULT_BODY, new Set(DEFAULT_PROTECTED)))
  })

  it('marks each token where it stands in the forwarded body', () => {
    const { forwarded, tokens, vault } = relayed(DEFAULT_BODY, defaults)
    expect(tokens.map(({ start, end }) => forwarded.slice(start, end))).toEqual(vault.map((entry) => entry.token))
    expect(tokens.every((range) => range.mark === 'token')).toBe(true)
  })
})

describe('choosing fields', () => {
  const body = JSON.parse('{"items": [{"sku": "A-1", "price": 1200}], "email": "ada@example.com", "gift": true, "note": null}') as JsonObject

  it('tokenizes exactly the chosen paths, inside lists too', () => {
    const { body: out, vault } = protectFields(body, new Set(['$.items[0].sku', '$.email', '$.gift', '$.nowhere']))
    expect(vault.map((entry) => entry.path)).toEqual(['$.items[0].sku', '$.email', '$.gift'])
    expect(out).toMatchObject({ items: [{ sku: expect.stringMatching(/^tok_/), price: 1200 }], email: expect.stringMatching(/^tok_/), gift: expect.stringMatching(/^tok_/), note: null })
    expect(body).toEqual(JSON.parse('{"items": [{"sku": "A-1", "price": 1200}], "email": "ada@example.com", "gift": true, "note": null}'))
  })

  it('passes the body through unchanged when nothing is chosen', () => {
    const { forwarded, vault, tokens } = relayed('{"a": "4242424242424242"}', new Set())
    expect(JSON.parse(forwarded)).toEqual({ a: '4242424242424242' })
    expect(vault).toEqual([])
    expect(tokens).toEqual([])
  })

  it('marks the chosen values where the visitor typed them', () => {
    const text = '{"card": {"number": "4242424242424242", "cvc": "123"}}'
    const parsed = parseJsonDocument(text)
    if (!parsed.ok) throw new Error(parsed.message)
    expect(sensitiveMarks(parsed.leaves, new Set(['$.card.cvc'])).map(({ start, end }) => text.slice(start, end))).toEqual(['"123"'])
  })
})

describe('a body that is not JSON', () => {
  it('is not sent, and the message says why and where', () => {
    expect(relayRequest('{"card": {"number": 4242', defaults)).toEqual({
      ok: false,
      message: 'Line 1, column 25: Expected “,” or “}” after a value, found the end of the text.',
    })
  })

  it('leaves the last request in place and says so in the status', () => {
    const start = initialRelayState()
    const edited = relayReducer(start, { type: 'edit', text: '{"amount": }' })
    expect(edited.status).toMatch(/^Edited/)
    const refused = relayReducer(edited, { type: 'send' })
    expect(refused.status).toMatch(/^Not sent: Line 1, column 12: Expected a value/)
    expect(refused.sent).toBe(start.sent)
    expect(refused.sends).toBe(0)
  })
})

describe('the playground’s changes', () => {
  it('send the edited body with the chosen fields, and say what your API received', () => {
    let state = initialRelayState()
    expect(state.sends).toBe(0)
    state = relayReducer(state, { type: 'toggle', path: '$.customer.email', on: true })
    state = relayReducer(state, { type: 'toggle', path: '$.card.cvc', on: false })
    state = relayReducer(state, { type: 'send' })
    expect(state.sends).toBe(1)
    expect(state.sent.vault.map((entry) => entry.path)).toEqual(['$.card.number', '$.customer.email'])
    expect(state.status).toBe('Sent: your API received 2 tokens in place of $.card.number and $.customer.email; the vault holds the real values.')
    state = relayReducer(state, { type: 'toggle', path: '$.card.number', on: false })
    state = relayReducer(state, { type: 'toggle', path: '$.customer.email', on: false })
    expect(relayReducer(state, { type: 'send' }).status).toBe('Sent: no field was chosen, so your API received the body unchanged.')
  })

  it('keep the body within its limit', () => {
    const state = relayReducer(initialRelayState(), { type: 'edit', text: 'x'.repeat(MAX_BODY_LENGTH + 10) })
    expect(state.text).toHaveLength(MAX_BODY_LENGTH)
  })
})
