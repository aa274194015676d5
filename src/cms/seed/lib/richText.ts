import type { Payload } from 'payload'

import { editorFeatures } from '../../editor'
import type { Post } from '../../payload-types'

/** The stored shape of every richText field. */
export type RichTextValue = Post['content']

/**
 * Markdown to Lexical with the site's own editor config, so seeded text is exactly what an
 * editor could have written: a ``` fence becomes the editor's code block, with its language.
 */
export async function markdownConverter(payload: Payload): Promise<(markdown: string) => RichTextValue> {
  // Imported on use: only a first start seeds, so every other start skips loading the converter.
  const { convertMarkdownToLexical, editorConfigFactory } = await import('@payloadcms/richtext-lexical')
  const editorConfig = await editorConfigFactory.fromFeatures({ config: payload.config, features: editorFeatures })
  return (markdown) => convertMarkdownToLexical({ editorConfig, markdown: markdown.trim() }) as unknown as RichTextValue
}
