import { BlocksFeature, CodeBlock, HeadingFeature, type LexicalEditorProps } from '@payloadcms/richtext-lexical'

import { CODE_LANGUAGES } from '../lib/codeLanguages'

/**
 * What editors can write in every rich text field. Headings: h2–h4 only, since each page's h1
 * is its title or hero. Code blocks: Payload's own (a ``` fence in markdown becomes one), in the
 * site's highlighted languages. The seed converts its markdown with these same features.
 */
export const editorFeatures: NonNullable<LexicalEditorProps['features']> = ({ defaultFeatures }) => [
  ...defaultFeatures.filter((feature) => feature.key !== 'heading'),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
  BlocksFeature({ blocks: [CodeBlock({ languages: { ...CODE_LANGUAGES }, defaultLanguage: 'bash' })] }),
]
