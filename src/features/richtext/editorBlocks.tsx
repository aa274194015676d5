import type { JSXConverters } from '@payloadcms/richtext-lexical/react'

import type { CalloutTone } from '@/cms/editorBlocks'
import type { Media } from '@/cms/payload-types'
import { EmailLinks } from '@/ui/EmailLinks'
import { MediaImage } from '../media/MediaImage'

const TONES: Record<CalloutTone, { label: string; className: string }> = {
  note: { label: 'Note', className: 'border-brand-600 bg-brand-600/5' },
  tip: { label: 'Tip', className: 'border-emerald-600 bg-emerald-600/5' },
  warning: { label: 'Warning', className: 'border-amber-500 bg-amber-500/10' },
}

type CalloutFields = { tone?: CalloutTone | null; title?: string | null; text?: string | null }
type FigureFields = { media?: Media | number | null; caption?: string | null }

/** The reading column's width: images inside prose never need more. */
const FIGURE_SIZES = '(min-width: 768px) 704px, calc(100vw - 32px)'

/**
 * The rich-text blocks of src/cms/editorBlocks.ts as the site shows them: a callout as an aside
 * whose tone is said in words as well as colour, an image with its caption as a figure.
 */
export const editorBlocks: NonNullable<JSXConverters['blocks']> = {
  callout: ({ node }) => {
    const { tone, title, text } = node.fields as CalloutFields
    if (!text) return null
    const style = TONES[tone ?? 'note'] ?? TONES.note
    return (
      <aside className={`not-prose my-8 rounded-r-card border-l-4 px-5 py-4 text-slate-800 ${style.className}`}>
        <p className="font-semibold text-slate-900">{title ? `${style.label}: ${title}` : style.label}</p>
        <p className="mt-1 leading-7 whitespace-pre-line">
          <EmailLinks text={text} />
        </p>
      </aside>
    )
  },
  figure: ({ node }) => {
    const { media, caption } = node.fields as FigureFields
    if (typeof media !== 'object' || !media?.url) return null
    return (
      <figure className="not-prose my-10">
        <MediaImage media={media} sizes={FIGURE_SIZES} className="h-auto w-full rounded-card ring-1 ring-slate-200" />
        {caption ? <figcaption className="mt-3 text-center text-sm text-slate-600">{caption}</figcaption> : null}
      </figure>
    )
  },
}
