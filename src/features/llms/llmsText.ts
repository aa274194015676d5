/**
 * The two texts of llmstxt.org: /llms.txt, an index of the site's pages with a one-line summary
 * each, and /llms-full.txt, every published document as Markdown. Pure: the sources are loaded
 * elsewhere (llmsSources.ts), so the format is tested without a database.
 */

/** One published document, as an AI agent reads it. */
export type LlmsDoc = {
  title: string
  /** Absolute URL. */
  url: string
  summary: string
  /** The document's text as Markdown; empty when it has none beyond its summary. */
  body: string
}

/** A heading of the index (`## Blog`) and its documents, in reading order. */
export type LlmsSection = { title: string; docs: LlmsDoc[] }

export type LlmsSite = { brand: string; summary: string; sections: LlmsSection[] }

/** A one-line summary never runs past this: the index is read by a model with a budget. */
export const SUMMARY_MAX = 200

/** Line breaks and runs of spaces collapse; a long text is cut at a word and marked with an ellipsis. */
export function oneLine(text: string, max = SUMMARY_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`
}

/** A title inside `[…]`: brackets and backslashes escaped so a title cannot end the link early. */
export const linkText = (title: string) => oneLine(title).replace(/[\\[\]]/g, (c) => `\\${c}`)

/** A URL inside `(…)`: parentheses and spaces percent-encoded, the only characters that end it. */
export const linkUrl = (url: string) =>
  url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)

const link = (doc: LlmsDoc) => `[${linkText(doc.title)}](${linkUrl(doc.url)})`

/** /llms.txt: `# Brand`, a `>` summary, then one list per section; sections without documents are left out. */
export function renderLlmsIndex({ brand, summary, sections }: LlmsSite): string {
  const lines = [`# ${oneLine(brand)}`, '']
  if (summary.trim()) lines.push(`> ${oneLine(summary, 400)}`, '')
  for (const section of sections) {
    if (section.docs.length === 0) continue
    lines.push(`## ${section.title}`, '')
    for (const doc of section.docs) {
      const line = oneLine(doc.summary)
      lines.push(line ? `- ${link(doc)}: ${line}` : `- ${link(doc)}`)
    }
    lines.push('')
  }
  return `${lines.join('\n').trimEnd()}\n`
}

/**
 * /llms-full.txt: the index's heading and summary, then each document as `# Title`, its URL,
 * its summary and its text; a body's own `#` headings become `##`.
 */
export function renderLlmsFull({ brand, summary, sections }: LlmsSite): string {
  const parts = [summary.trim() ? `# ${oneLine(brand)}\n\n> ${oneLine(summary, 400)}` : `# ${oneLine(brand)}`]
  for (const section of sections) {
    for (const doc of section.docs) {
      const lines = [`# ${oneLine(doc.title)}`, '', `URL: ${linkUrl(doc.url)}`]
      const line = oneLine(doc.summary, Number.POSITIVE_INFINITY)
      if (line) lines.push('', `> ${line}`)
      const body = demoteHeadings(doc.body).trim()
      if (body) lines.push('', body)
      parts.push(lines.join('\n'))
    }
  }
  return `${parts.join('\n\n---\n\n')}\n`
}

/**
 * A body's `# x` becomes `## x`, outside code fences: only the document's title is a `#`.
 * Deeper headings stay as written (rich text has h2–h4, blocks give `##`).
 */
export function demoteHeadings(markdown: string): string {
  let inFence = false
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
      return inFence ? line : line.replace(/^# /, '## ')
    })
    .join('\n')
}
