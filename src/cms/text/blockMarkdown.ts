import type { Page } from '../payload-types'

type Block = NonNullable<Page['layout']>[number]
/** Rich text (a Lexical document) to Markdown: the CMS's converter, passed in (richTextMarkdown.ts). */
export type ToMarkdown = (richText: unknown) => string

const text = (value: string | null | undefined) => value?.trim() ?? ''
const heading = (value: string | null | undefined) => (text(value) ? `## ${text(value)}` : '')
const list = (items: string[]) => items.filter(Boolean).join('\n')

/**
 * The words of a block-built page, as Markdown: headings, paragraphs, lists, questions and
 * answers, quotes and rich text. What only makes sense on screen is left out: images, drawings,
 * logos, badges, form fields, code samples and the cells of pricing and comparison tables (an
 * agent reads the product's docs for those). Any block type not named here gives its heading,
 * intro and text if it has them, so a new block is never silently empty.
 */
export function blockMarkdown(block: Block, toMarkdown: ToMarkdown): string {
  const parts: string[] = (() => {
    switch (block.blockType) {
      case 'featureGrid':
        return [
          heading(block.heading),
          text(block.intro),
          list(block.features.map((f) => `- **${text(f.title)}**: ${text(f.text)}`)),
        ]
      case 'stats':
        return [heading(block.heading), list(block.items.map((i) => `- ${text(i.value)} ${text(i.label)}`)), text(block.footnote)]
      case 'faq':
        return [heading(block.heading), ...block.items.map((i) => `### ${text(i.question)}\n\n${text(i.answer)}`)]
      case 'testimonial':
        return [`> ${text(block.quote)}\n>\n> — ${[text(block.author), text(block.role)].filter(Boolean).join(', ')}`]
      case 'richText':
        return [toMarkdown(block.content)]
      case 'splitFeature':
        return [heading(block.heading), text(block.text), list((block.points ?? []).map((p) => `- ${text(p.text)}`))]
      default: {
        const { heading: title, text: body, intro } = block as { heading?: string | null; text?: string | null; intro?: string | null }
        return [heading(title), text(intro), text(body)]
      }
    }
  })()
  return parts.filter(Boolean).join('\n\n')
}

/** A page's blocks in order. The hero's heading is the page's h1, shown in bold under the document's own `#` title. */
export function pageMarkdown(page: Pick<Page, 'intro' | 'layout'>, toMarkdown: ToMarkdown): string {
  const blocks = (page.layout ?? []).map((block) =>
    block.blockType === 'hero'
      ? [text(block.heading) && `**${text(block.heading)}**`, text(block.text)].filter(Boolean).join('\n\n')
      : blockMarkdown(block, toMarkdown),
  )
  return [text(page.intro), ...blocks].filter(Boolean).join('\n\n')
}
