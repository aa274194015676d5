import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

/** CMS rich text as typeset prose. Server-rendered: no editor code reaches the browser. */
export function RichText({ data, className = '' }: { data: unknown; className?: string }) {
  if (!data) return null
  return (
    <LexicalRichText
      data={data as SerializedEditorState}
      className={`prose prose-slate max-w-none prose-headings:scroll-mt-24 prose-a:text-brand-700 prose-code:before:content-none prose-code:after:content-none ${className}`}
    />
  )
}
