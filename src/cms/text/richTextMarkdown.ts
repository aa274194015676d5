import type { Payload } from 'payload'

import { editorFeatures } from '../editor'

/** One converter per Payload instance: building the editor config is the costly part, and /llms-full.txt and the search index both convert. */
const converters = new WeakMap<Payload, Promise<(richText: unknown) => string>>()

/**
 * Lexical to Markdown with the site's own editor config (the reverse of the seed's
 * markdownConverter): headings, lists, links, code fences and tables come out as Markdown.
 * Editor blocks without a Markdown form (callouts, captioned images) are left out by Payload's
 * converter. A value that is not a Lexical document gives an empty string.
 */
export function richTextToMarkdown(payload: Payload): Promise<(richText: unknown) => string> {
  const existing = converters.get(payload)
  if (existing) return existing
  const created = makeConverter(payload)
  converters.set(payload, created)
  return created
}

async function makeConverter(payload: Payload): Promise<(richText: unknown) => string> {
  const { convertLexicalToMarkdown, editorConfigFactory } = await import('@payloadcms/richtext-lexical')
  const editorConfig = await editorConfigFactory.fromFeatures({ config: payload.config, features: editorFeatures })
  return (richText) => {
    if (!richText || typeof richText !== 'object' || !('root' in richText)) return ''
    return convertLexicalToMarkdown({ editorConfig, data: richText as Parameters<typeof convertLexicalToMarkdown>[0]['data'] }).trim()
  }
}
