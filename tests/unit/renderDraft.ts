import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { expect } from 'vitest'

/** Renders on the server as a page is rendered, async components included; any error it meets fails. */
export async function renderDraft(node: ReactNode): Promise<string> {
  const errors: unknown[] = []
  const stream = await renderToReadableStream(node, { onError: (error) => void errors.push(error) })
  await stream.allReady
  const html = await new Response(stream).text()
  if (errors.length > 0) throw errors[0]
  return html
}

/** What an unfinished draft must never show: words from missing values, or dates from none. */
export function expectNoMissingValues(html: string) {
  expect(html).not.toMatch(/\b(null|undefined|NaN)\b|Invalid Date|\[object Object\]|\b1970\b/)
  // A link with no text has no name; a list with no items is an empty landmark for screen readers.
  expect(html).not.toMatch(/<a\b[^>]*>\s*<\/a>/)
  expect(html).not.toMatch(/<(ul|ol|dl)\b[^>]*>\s*<\/\1>/)
}
