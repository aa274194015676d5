import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import { codeBlocks } from './codeBlocks'
import { editorBlocks } from './editorBlocks'
import { emailLinkingText } from './emailLinkingText'
import { tables } from './tables'
import { unnumberedListItems } from './unnumberedListItems'

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  text: emailLinkingText(defaultConverters.text),
  listitem: unnumberedListItems(defaultConverters.listitem!),
  ...tables,
  blocks: { ...defaultConverters.blocks, ...codeBlocks, ...editorBlocks },
})

/** CMS rich text as typeset prose. Server-rendered: no editor code or highlighter reaches the browser. */
export function RichText({ data, className = '' }: { data: unknown; className?: string }) {
  if (!data) return null
  return (
    <LexicalRichText
      data={data as SerializedEditorState}
      converters={converters}
      className={`prose prose-slate max-w-none prose-headings:scroll-mt-24 prose-a:text-brand-700 prose-code:before:content-none prose-code:after:content-none ${className}`}
    />
  )
}
