import {
  BlocksFeature,
  CodeBlock,
  EXPERIMENTAL_TableFeature,
  HeadingFeature,
  LinkFeature,
  type LexicalEditorProps,
} from '@payloadcms/richtext-lexical'

import type { Block, Field } from 'payload'

import { CODE_LANGUAGES } from '../lib/codeLanguages'
import { LINKABLE_COLLECTIONS } from './documentRoutes'
import { RICH_TEXT_BLOCKS } from './editorBlocks'

/**
 * Payload's code block, with its code field drawn by CodeFromOrigin (admin/monacoAssets.ts says
 * why): the same component and props, loaded only once Monaco has come from our origin.
 */
function codeBlock(): Block {
  const block = CodeBlock({ languages: { ...CODE_LANGUAGES }, defaultLanguage: 'bash' })
  const fromOrigin = (field: Field): Field => {
    if (field.type !== 'code' || typeof field.admin?.components?.Field !== 'object') return field
    const component = { ...field.admin.components.Field, path: '/cms/admin/CodeFromOrigin.client#CodeFromOrigin' }
    return { ...field, admin: { ...field.admin, components: { ...field.admin.components, Field: component } } }
  }
  return { ...block, fields: block.fields.map(fromOrigin) }
}

/**
 * What editors can write in every rich text field. Headings: h2–h4 only, since each page's h1
 * is its title or hero. Code blocks: Payload's own (a ``` fence in markdown becomes one), in the
 * site's highlighted languages. Callouts and images with captions (editorBlocks.ts), and tables
 * (Payload's table feature, still marked experimental; a Markdown table becomes one). The seed
 * converts its markdown with these same features. Internal links (the link dialog's "internal
 * link") offer only the documents that have an address, as link fields do; their address is
 * found whenever the text is read (links/richTextLinks.ts).
 */
export const editorFeatures: NonNullable<LexicalEditorProps['features']> = ({ defaultFeatures }) => [
  ...defaultFeatures.filter((feature) => feature.key !== 'heading' && feature.key !== 'link'),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
  LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS], maxDepth: 0 }),
  BlocksFeature({
    blocks: [codeBlock(), ...RICH_TEXT_BLOCKS],
  }),
  EXPERIMENTAL_TableFeature(),
]
