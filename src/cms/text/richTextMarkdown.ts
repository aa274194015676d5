import type { Payload } from 'payload'

import { getEnv } from '../../lib/env'
import { editorFeatures } from '../editor'
import { isInternalRichTextLink } from '../links/linkValue'

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
    const data = withAddresses(richText, getEnv().siteUrl) as Parameters<typeof convertLexicalToMarkdown>[0]['data']
    return convertLexicalToMarkdown({ editorConfig, data }).trim()
  }
}

/**
 * Payload's Markdown export writes an internal link's address only through a resolver of its
 * own (`internalDocToHref`; without one, `[text]()`), and its editor drops the `url` the read put
 * on the link (links/richTextLinks.ts, the resolver every link goes through). So each internal
 * link goes in as the custom link it leads to, absolute for readers off the site as /llms.txt's
 * addresses are; one whose document is gone (no `url`) goes in as its text.
 */
function withAddresses(node: unknown, siteUrl: string): unknown {
  if (!node || typeof node !== 'object') return node
  if (Array.isArray(node)) {
    return node.flatMap((child) =>
      isInternalRichTextLink(child) && !child.fields.url
        ? (withAddresses((child as { children?: unknown[] }).children ?? [], siteUrl) as unknown[])
        : [withAddresses(child, siteUrl)],
    )
  }
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withAddresses(value, siteUrl)]))
  if (isInternalRichTextLink(node) && node.fields.url) {
    copy.fields = { ...node.fields, linkType: 'custom', doc: null, url: new URL(node.fields.url, siteUrl).href }
  }
  return copy
}
