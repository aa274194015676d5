import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { SerializedLinkNode } from '@payloadcms/richtext-lexical'
import {
  LinkJSXConverter,
  RichText as LexicalRichText,
  type JSXConverterArgs,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

import { codeBlocks } from './codeBlocks'
import { editorBlocks } from './editorBlocks'
import { emailLinkingText } from './emailLinkingText'
import { tables } from './tables'
import { unnumberedListItems } from './unnumberedListItems'
import { populatedUploads } from './uploads'

/**
 * A link to one of our documents renders the address the read put in its `url` (the same
 * resolver as every link field: src/cms/links/richTextLinks.ts); one whose document is gone
 * renders as its text, never as a dead `#`.
 */
const links = LinkJSXConverter({ internalDocToHref: ({ linkNode }) => linkNode.fields.url ?? '' })
const asLink = links.link as (args: JSXConverterArgs<SerializedLinkNode>) => ReactNode
const link = (args: JSXConverterArgs<SerializedLinkNode>): ReactNode =>
  args.node.fields.linkType === 'internal' && !args.node.fields.url ? <>{args.nodesToJSX({ nodes: args.node.children })}</> : asLink(args)

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...links,
  link,
  text: emailLinkingText(defaultConverters.text),
  listitem: unnumberedListItems(defaultConverters.listitem!),
  upload: populatedUploads(defaultConverters.upload),
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
