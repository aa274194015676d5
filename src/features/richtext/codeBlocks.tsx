import type { JSXConverters } from '@payloadcms/richtext-lexical/react'

import { CodePanel } from '@/ui/code/CodePanel'

type CodeFields = { code?: string | null; language?: string | null }

/**
 * Payload's code block (the editor's CodeBlock, also what a ``` fence becomes) as the site's
 * code panel, highlighted on the server. Outside the prose styles: the panel has its own.
 */
export const codeBlocks: NonNullable<JSXConverters['blocks']> = {
  Code: ({ node }) => {
    const { code, language } = node.fields as CodeFields
    return code ? <CodePanel code={code} language={language} className="not-prose my-8" /> : null
  },
}
