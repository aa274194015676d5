import { describe, expect, it } from 'vitest'

import { childPath, MAX_DEPTH, parseJsonDocument } from '@/features/playground/jsonDocument'
import { highlightJson } from '@/features/playground/jsonHighlight'

const paths = (text: string) => {
  const parsed = parseJsonDocument(text)
  if (!parsed.ok) throw new Error(parsed.message)
  return parsed.leaves.map((leaf) => leaf.path)
}

const failure = (text: string) => {
  const parsed = parseJsonDocument(text)
  if (parsed.ok) throw new Error(`expected ${JSON.stringify(text)} to fail`)
  return parsed
}

describe('JSON paths', () => {
  it('are written as Relay’s selectors write them', () => {
    expect(childPath('$', 'card')).toBe('$.card')
    expect(childPath('$.card', 'number')).toBe('$.card.number')
    expect(childPath('$.items', 0)).toBe('$.items[0]')
    expect(childPath('$', 'first name')).toBe('$["first name"]')
    expect(childPath('$', '1st')).toBe('$["1st"]')
  })

  it('name every value that is not an object or a list, in order', () => {
    expect(paths('{"amount": 8900, "card": {"number": "4242", "cvc": "123"}, "items": [{"sku": "a"}, 2], "empty": {}, "none": []}')).toEqual([
      '$.amount',
      '$.card.number',
      '$.card.cvc',
      '$.items[0].sku',
      '$.items[1]',
    ])
  })

  it('know where each value was typed', () => {
    const text = '{\n  "card": { "number": "4242 4242", "cvc": 123, "saved": false, "nick": null }\n}'
    const parsed = parseJsonDocument(text)
    if (!parsed.ok) throw new Error(parsed.message)
    expect(parsed.leaves.map((leaf) => text.slice(leaf.start, leaf.end))).toEqual(['"4242 4242"', '123', 'false', 'null'])
    expect(parsed.leaves.map((leaf) => leaf.key)).toEqual(['number', 'cvc', 'saved', 'nick'])
  })
})

describe('parsing a request body', () => {
  it.each([
    '{}',
    '{"a": "\\u00e9\\n\\"\\\\\\/"}',
    '{"n": [-0, 1.5e3, 2E-2, 10, -7.25], "t": true, "f": false, "z": null}',
    ' \n\t{"nested": {"deep": [[[{"x": "y"}]]]}}\r\n',
    '{"emoji": "🙂", "unicode": "Zürich"}',
  ])('reads %j as JSON.parse does', (text) => {
    const parsed = parseJsonDocument(text)
    expect(parsed.ok).toBe(true)
    if (parsed.ok) expect(parsed.value).toEqual(JSON.parse(text))
  })

  it('keeps a "__proto__" key as a property, as JSON.parse does', () => {
    const parsed = parseJsonDocument('{"__proto__": {"admin": true}}')
    if (!parsed.ok) throw new Error(parsed.message)
    expect(Object.keys(parsed.value)).toEqual(['__proto__'])
    expect(Object.getPrototypeOf(parsed.value)).toBe(Object.prototype)
    expect(paths('{"__proto__": {"admin": true}}')).toEqual(['$.__proto__.admin'])
  })

  it.each([
    ['', /^The body is empty/],
    ['   \n ', /^The body is empty/],
    ['{"a": 1,}', /^Line 1, column 9: Remove the comma before “}”/],
    ['[1, 2]', /^Line 1, column 1: A request body here is a JSON object/],
    ['{"a": 1\n "b": 2}', /^Line 2, column 2: Expected “,” or “}” after a value, found “"”/],
    ["{'a': 1}", /^Line 1, column 2: Expected a property name in double quotes, found “'”/],
    ['{a: 1}', /^Line 1, column 2: Expected a property name in double quotes, found “a”/],
    ['{"a": \'x\'}', /double quotes \("\), not single quotes/],
    ['{"a": "open}', /^Line 1, column 7: This string is not closed/],
    ['{"a": "line\nbreak"}', /^Line 1, column 7: This string is not closed: close it with " before the line ends/],
    ['{"a": "\\x"}', /\\x is not an escape JSON knows/],
    ['{"a": "\\u12"}', /four hexadecimal digits/],
    ['{"a": 01}', /not a number JSON can read/],
    ['{"a": 1.}', /not a number JSON can read/],
    ['{"a": tru}', /Expected a value .*found “tru”/],
    ['{"a": undefined}', /found “undefined”/],
    ['{"a" 1}', /Expected “:” after the property name, found “1”/],
    ['{"a": [1 2]}', /Expected “,” or “]” after an item/],
    ['{"a": [1,]}', /Remove the comma before “]”/],
    ['{"a": 1, "a": 2}', /^Line 1, column 10: The property "a" appears twice/],
    ['{"a": 1} x', /^Line 1, column 10: Unexpected “x” after the object’s closing “}”/],
    ['{"a": ', /found the end of the text/],
    ['{"a": {"b": 1}', /Expected “,” or “}” after a value, found the end of the text/],
  ])('explains %j in words, with its place', (text, message) => {
    expect(failure(text).message).toMatch(message)
  })

  it('gives the line and column apart too', () => {
    expect(failure('{\n  "a": 1,\n  "b": ?\n}')).toMatchObject({ line: 3, column: 8 })
  })

  it('refuses a body nested deeper than any checkout', () => {
    const deep = `{"a": ${'['.repeat(MAX_DEPTH + 5)}${']'.repeat(MAX_DEPTH + 5)}}`
    expect(failure(deep).message).toMatch(/nested more than 32 levels deep/)
    expect(parseJsonDocument(`{"a": ${'['.repeat(MAX_DEPTH - 1)}${']'.repeat(MAX_DEPTH - 1)}}`).ok).toBe(true)
  })

  it('never throws while a body is half typed', () => {
    const text = JSON.stringify({ amount: 8900, card: { number: '4242424242424242', cvc: '123' }, tags: ['a', 1, true, null] }, null, 2)
    for (let length = 0; length < text.length; length++) {
      const parsed = parseJsonDocument(text.slice(0, length))
      expect(parsed.ok, text.slice(0, length)).toBe(false)
      if (!parsed.ok) expect(parsed.message).toMatch(/^(Line \d+, column \d+: [A-Z\\]|The body is empty)/)
    }
    expect(parseJsonDocument(text).ok).toBe(true)
  })
})

describe('highlighting', () => {
  const text = '{\n  "card": {"number": "4242", "cvc": 12},\n  "ok": true // note\n}'

  it('keeps every character, line by line', () => {
    const lines = highlightJson(text)
    expect(lines.map((segments) => segments.map((segment) => segment.text).join('')).join('\n')).toBe(text)
    for (const garbage of ['', '\n', '"unclosed', '{{{', 'é€\t\\', '{"a":\n\n}\n']) {
      expect(highlightJson(garbage).map((segments) => segments.map((segment) => segment.text).join('')).join('\n')).toBe(garbage)
    }
  })

  it('tells keys from values', () => {
    const kinds = highlightJson(text)
      .flat()
      .filter((segment) => segment.text.trim())
      .map((segment) => `${segment.kind}:${segment.text}`)
    expect(kinds).toContain('key:"card"')
    expect(kinds).toContain('key:"number"')
    expect(kinds).toContain('string:"4242"')
    expect(kinds).toContain('number:12')
    expect(kinds).toContain('literal:true')
    expect(kinds).toContain('comment:// note')
    expect(highlightJson('  style: {').flat().find((segment) => segment.text === 'style')?.kind).toBe('key')
  })

  it('cuts marked ranges out as segments of their own', () => {
    const start = text.indexOf('"4242"')
    const lines = highlightJson(text, [{ start: start + 1, end: start + 5, mark: 'sensitive' }])
    const marked = lines.flat().filter((segment) => segment.mark)
    expect(marked).toEqual([{ text: '4242', kind: 'string', mark: 'sensitive' }])
    expect(lines.flat().map((segment) => segment.text).join('')).toBe(text.replace(/\n/g, ''))
  })
})
