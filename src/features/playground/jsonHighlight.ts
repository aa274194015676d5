/** What a piece of JSON is, for its colour. */
export type SegmentKind = 'key' | 'string' | 'number' | 'literal' | 'punctuation' | 'comment' | 'plain'

/** A value the visitor should notice: a real value that leaves the browser, or the token put in its place. */
export type Mark = 'sensitive' | 'token'
export type MarkRange = { start: number; end: number; mark: Mark }

export type Segment = { text: string; kind: SegmentKind; mark?: Mark }

// One group per kind: a comment, a string (closed or not), a number, a literal, punctuation, a
// word; then spaces and any other character, so text that is not JSON (yet) passes unchanged.
const LEXEME = /(\/\/[^\n]*)|("(?:[^"\\\n]|\\.)*"?)|(-?\d[\d.eE+-]*)|(true|false|null)\b|([{}[\]:,])|([A-Za-z_$][\w$]*)|(\s+)|([^])/y
const GROUP_KINDS: readonly SegmentKind[] = ['comment', 'string', 'number', 'literal', 'punctuation', 'plain', 'plain', 'plain']
/** A string or a bare word before a colon is a key (JSON's, or a JavaScript object's). */
const STRING_GROUP = 2
const WORD_GROUP = 6
const COLON_AHEAD = /[ \t]*:/y

/**
 * JSON text (or JavaScript close to it) as lines of coloured segments, with the marked ranges
 * cut out as segments of their own. It never fails: half-typed JSON is coloured as far as it
 * reads, which is what an editor has to show while the visitor types.
 */
export function highlightJson(text: string, marks: readonly MarkRange[] = []): Segment[][] {
  const lines: Segment[][] = [[]]
  // Neighbours of one kind and mark merge, so a line is a few spans rather than one per word.
  const push = (piece: string, kind: SegmentKind, mark: Mark | undefined) => {
    piece.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([])
      if (!part) return
      const line = lines[lines.length - 1]!
      const last = line[line.length - 1]
      if (last && last.kind === kind && last.mark === mark) last.text += part
      else line.push(mark ? { text: part, kind, mark } : { text: part, kind })
    })
  }
  LEXEME.lastIndex = 0
  let match: RegExpExecArray | null
  while (LEXEME.lastIndex < text.length && (match = LEXEME.exec(text))) {
    const start = match.index
    const end = LEXEME.lastIndex
    const group = match.findIndex((value, index) => index > 0 && value !== undefined)
    COLON_AHEAD.lastIndex = end
    const isKey = (group === STRING_GROUP || group === WORD_GROUP) && COLON_AHEAD.test(text)
    const kind = isKey ? 'key' : GROUP_KINDS[group - 1]!
    const cuts = [start, end]
    for (const range of marks) {
      if (range.start > start && range.start < end) cuts.push(range.start)
      if (range.end > start && range.end < end) cuts.push(range.end)
    }
    cuts.sort((a, b) => a - b)
    for (let index = 0; index < cuts.length - 1; index++) {
      const [from, to] = [cuts[index]!, cuts[index + 1]!]
      if (from === to) continue
      const mark = marks.find((range) => range.start <= from && to <= range.end)?.mark
      push(text.slice(from, to), kind, mark)
    }
  }
  return lines
}
