/** Characters the search index uses to mark matches in an excerpt; never part of indexed text. */
export const MATCH_START = '\uE000'
export const MATCH_END = '\uE001'

/** NUL and the match marks are removed from indexed text (PostgreSQL refuses NUL in text). */
const UNINDEXABLE = /[\u0000\uE000\uE001]/g

/**
 * Markdown as plain words, its headings apart: the search index weighs a match in a heading
 * above one in the body. Code is kept as words (a visitor may search for an API name); link
 * targets, emphasis, list and quote marks and table rules are dropped; each line ends as a sentence.
 */
export function markdownText(markdown: string): { headings: string; text: string } {
  const headings: string[] = []
  const lines: string[] = []
  for (const raw of markdown.replace(UNINDEXABLE, '').split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(raw)
    if (heading) {
      headings.push(inline(heading[1]!))
      continue
    }
    if (/^\s*(```|~~~|\|?\s*:?-{3,})/.test(raw)) continue
    const line = inline(raw.replace(/^\s*(?:>\s?)+/, '').replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').replaceAll('|', ' '))
    // A line is a sentence: an excerpt that runs over a heading or a list item into the next
    // line reads "…anywhere. Collect cards…", not "…anywhere Collect cards…".
    if (line) lines.push(/[.!?:;,)}\]"”']$/.test(line) ? line : `${line}.`)
  }
  return { headings: headings.filter(Boolean).join('\n'), text: lines.join('\n') }
}

/** One line's inline Markdown as words: images and links by their text, no emphasis or code marks. */
const inline = (line: string) =>
  line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+|~~/g, '')
    // Emphasis marks sit at a word's edge; an underscore inside a word (card_number) stays.
    .replace(/(?<!\w)[*_]+|[*_]+(?!\w)/g, '')
    .replace(/\s+/g, ' ')
    .trim()
