import type { Payload } from 'payload'

import type { Post } from '../../payload-types'

/** The stored shape of every richText field. */
export type RichTextValue = Post['content']

const FENCE = /^```(\w*)\n([\s\S]*?)\n```$/gm
const placeholder = (i: number) => `CWSEEDCODEBLOCK${i}`

type LexicalNode = { type: string; children?: LexicalNode[]; text?: string }

const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 16, detail: 0, mode: 'normal', style: '' })

/**
 * A code listing as one paragraph of inline-code lines. Leading spaces become no-break
 * spaces so indentation survives HTML's whitespace collapsing.
 */
function codeParagraph(code: string) {
  const children = code.split('\n').flatMap((line, i) => {
    const indented = line.replace(/^ +/, (spaces) => '\u00a0'.repeat(spaces.length))
    return [...(i > 0 ? [{ type: 'linebreak', version: 1 }] : []), ...(indented ? [text(indented)] : [])]
  })
  return { type: 'paragraph', version: 1, direction: null, format: '', indent: 0, textFormat: 16, textStyle: '', children }
}

/**
 * Markdown to Lexical with the site's own editor config, so seeded text is exactly what an
 * editor could have written. The default editor has no code-block node, so fenced code is
 * set as inline-code lines; once the editor gains a block with a ``` transformer (Payload's
 * CodeBlock), fences go through it unchanged.
 */
export async function markdownConverter(payload: Payload): Promise<(markdown: string) => RichTextValue> {
  // Imported on use: only a first start seeds, so every other start skips loading the converter.
  const { convertMarkdownToLexical, editorConfigFactory } = await import('@payloadcms/richtext-lexical')
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const fencesSupported = editorConfig.features.markdownTransformers.some((t) => t.type === 'multiline-element')
  return (markdown) => {
    const source = markdown.trim()
    if (fencesSupported) return convertMarkdownToLexical({ editorConfig, markdown: source }) as unknown as RichTextValue
    const blocks: string[] = []
    const withPlaceholders = source.replace(FENCE, (_match, _language: string, code: string) => {
      blocks.push(code)
      return placeholder(blocks.length - 1)
    })
    const state = convertMarkdownToLexical({ editorConfig, markdown: withPlaceholders }) as unknown as {
      root: { children: LexicalNode[] }
    }
    state.root.children = state.root.children.map((node) => {
      const only = node.type === 'paragraph' && node.children?.length === 1 ? node.children[0]?.text : undefined
      const index = only?.startsWith('CWSEEDCODEBLOCK') ? Number(only.slice('CWSEEDCODEBLOCK'.length)) : -1
      const code = blocks[index]
      return code === undefined ? node : (codeParagraph(code) as LexicalNode)
    })
    return state as unknown as RichTextValue
  }
}
