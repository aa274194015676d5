import 'server-only'

import { loadLlmsSite } from './llmsSources'
import { renderLlmsFull, renderLlmsIndex } from './llmsText'

const RENDER = { index: renderLlmsIndex, full: renderLlmsFull } as const

/** Markdown served as plain UTF-8 text, which is what llmstxt.org's readers fetch. */
export async function llmsResponse(kind: keyof typeof RENDER): Promise<Response> {
  const text = RENDER[kind](await loadLlmsSite())
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
