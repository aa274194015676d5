import type { JsonPrimitive } from './formatPreservingToken'

export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue }
export type JsonObject = { [key: string]: JsonValue }

/** A value that is not an object or an array, with its path and where its text sits. */
export type JsonLeaf = { path: string; key: string | number; value: JsonPrimitive; start: number; end: number }

export type ParsedJson =
  | { ok: true; value: JsonObject; leaves: JsonLeaf[] }
  | { ok: false; message: string; line: number; column: number }

/** Deeper than any request body needs, and far from the stack's limit. */
export const MAX_DEPTH = 32

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** A child's path in JSONPath, as Relay's selectors write it: `$.card.number`, `$.items[0]`, `$["a b"]`. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`
  return IDENTIFIER.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`
}

/** Defined, not assigned: a "__proto__" key stays a plain property, as JSON.parse keeps it. */
export function setProperty(object: JsonObject, key: string, value: JsonValue) {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true })
}

class ParseError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message)
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const LITERALS: Record<string, JsonPrimitive> = { true: true, false: false, null: null }

/** The character at `at` as a message names it. */
function found(text: string, at: number): string {
  if (at >= text.length) return 'the end of the text'
  const char = text[at]!
  if (char === '\n' || char === '\r') return 'a line break'
  return `“${char}”`
}

/**
 * A request body parsed with the paths and positions of its values: the field picker lists the
 * paths, the editor marks the chosen values where they are typed. What is not a JSON object
 * gets one message in words, with its line and column, the same in every browser (each engine
 * words JSON.parse's errors its own way).
 */
export function parseJsonDocument(text: string): ParsedJson {
  if (!text.trim()) {
    return { ok: false, message: 'The body is empty. Type a JSON object, such as {"amount": 8900}.', line: 1, column: 1 }
  }
  const leaves: JsonLeaf[] = []
  let at = 0

  const fail = (message: string, offset = at): never => {
    throw new ParseError(offset, message)
  }
  const skipSpace = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at++
  }
  const expect = (char: string, what: string) => {
    skipSpace()
    if (text[at] !== char) fail(`expected “${char}” ${what}, found ${found(text, at)}.`)
    at++
  }

  const parseString = (): string => {
    const start = at
    at++
    while (at < text.length && text[at] !== '"') {
      const char = text[at]!
      if (char === '\n' || char === '\r') fail('this string is not closed: close it with " before the line ends.', start)
      if (char < ' ') fail('a string cannot hold a control character; write it as an escape such as \\t.')
      if (char === '\\') {
        const escape = text[at + 1]
        if (escape === 'u') {
          if (!/^[\da-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) fail('\\u must be followed by four hexadecimal digits.')
          at += 6
          continue
        }
        if (escape === undefined || !'"\\/bfnrt'.includes(escape)) fail(`\\${escape ?? ''} is not an escape JSON knows.`)
        at += 2
        continue
      }
      at++
    }
    if (at >= text.length) fail('this string is not closed: it needs a " at its end.', start)
    at++
    return JSON.parse(text.slice(start, at)) as string
  }

  const parseValue = (path: string, key: string | number, depth: number): JsonValue => {
    skipSpace()
    if (depth > MAX_DEPTH) fail(`the body is nested more than ${MAX_DEPTH} levels deep.`)
    const start = at
    const char = text[at]
    const leaf = (value: JsonPrimitive) => {
      leaves.push({ path, key, value, start, end: at })
      return value
    }
    if (char === '{') return parseObject(path, depth)
    if (char === '[') return parseArray(path, depth)
    if (char === '"') {
      const value = parseString()
      return leaf(value)
    }
    if (char === "'") fail('JSON strings use double quotes ("), not single quotes.')
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) {
      NUMBER.lastIndex = at
      const match = NUMBER.exec(text)
      const next = match ? text[at + match[0].length] : undefined
      if (!match || (next !== undefined && /[\w.]/.test(next))) fail('this is not a number JSON can read (no leading zeros, a digit after the point).')
      at += match![0].length
      return leaf(Number(match![0]))
    }
    const word = /^[A-Za-z]+/.exec(text.slice(at))?.[0]
    if (word !== undefined && word in LITERALS) {
      at += word.length
      return leaf(LITERALS[word]!)
    }
    return fail(`expected a value (text in double quotes, a number, an object, a list, true, false or null), found ${word ? `“${word}”` : found(text, at)}.`)
  }

  const parseObject = (path: string, depth: number): JsonObject => {
    const value: JsonObject = {}
    at++
    skipSpace()
    if (text[at] === '}') {
      at++
      return value
    }
    for (;;) {
      skipSpace()
      if (text[at] === '}') fail('remove the comma before “}”: JSON allows no comma after the last property.')
      if (text[at] !== '"') {
        fail(`expected a property name in double quotes, found ${found(text, at)}.`)
      }
      const keyStart = at
      const key = parseString()
      if (Object.hasOwn(value, key)) fail(`the property ${JSON.stringify(key)} appears twice in this object.`, keyStart)
      expect(':', 'after the property name')
      setProperty(value, key, parseValue(childPath(path, key), key, depth + 1))
      skipSpace()
      if (text[at] === ',') {
        at++
        continue
      }
      if (text[at] === '}') {
        at++
        return value
      }
      return fail(`expected “,” or “}” after a value, found ${found(text, at)}.`)
    }
  }

  const parseArray = (path: string, depth: number): JsonValue[] => {
    const value: JsonValue[] = []
    at++
    skipSpace()
    if (text[at] === ']') {
      at++
      return value
    }
    for (;;) {
      skipSpace()
      if (text[at] === ']') fail('remove the comma before “]”: JSON allows no comma after the last item.')
      value.push(parseValue(childPath(path, value.length), value.length, depth + 1))
      skipSpace()
      if (text[at] === ',') {
        at++
        continue
      }
      if (text[at] === ']') {
        at++
        return value
      }
      return fail(`expected “,” or “]” after an item, found ${found(text, at)}.`)
    }
  }

  try {
    skipSpace()
    if (text[at] !== '{') fail('a request body here is a JSON object: start it with “{”.')
    const value = parseObject('$', 0)
    skipSpace()
    if (at < text.length) fail(`unexpected ${found(text, at)} after the object’s closing “}”.`)
    return { ok: true, value, leaves }
  } catch (error) {
    if (!(error instanceof ParseError)) throw error
    const before = text.slice(0, error.offset)
    const line = before.split('\n').length
    const column = error.offset - before.lastIndexOf('\n')
    const message = error.message.charAt(0).toUpperCase() + error.message.slice(1)
    return { ok: false, message: `Line ${line}, column ${column}: ${message}`, line, column }
  }
}
