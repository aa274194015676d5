import type { Block } from 'payload'

/**
 * Blocks editors can place inside rich text, beside Payload's code block (as the website
 * template's Banner and MediaBlock). Each has a JSX form for Markdown, so the seed (and anyone
 * pasting Markdown) writes `<Callout tone="warning" title="…">text</Callout>` or
 * `<Figure media="12" caption="…" />`.
 */
export const CALLOUT_TONES = ['note', 'tip', 'warning'] as const
export type CalloutTone = (typeof CALLOUT_TONES)[number]

export const CalloutBlock: Block = {
  slug: 'callout',
  interfaceName: 'CalloutBlock',
  labels: { singular: 'Callout', plural: 'Callouts' },
  fields: [
    {
      name: 'tone',
      type: 'select',
      required: true,
      defaultValue: 'note',
      options: [
        { label: 'Note: background a reader may want', value: 'note' },
        { label: 'Tip: a better way to do something', value: 'tip' },
        { label: 'Warning: a mistake that costs money, data or compliance', value: 'warning' },
      ],
    },
    {
      name: 'title',
      type: 'text',
      maxLength: 80,
      admin: { description: 'Optional; a few words in bold above the text.' },
    },
    { name: 'text', type: 'textarea', required: true, maxLength: 600 },
  ],
  jsx: {
    import: ({ children, props }) => ({
      tone: CALLOUT_TONES.includes(props.tone) ? props.tone : 'note',
      ...(props.title ? { title: String(props.title) } : {}),
      text: children.trim(),
    }),
    export: ({ fields }) => ({
      props: { tone: fields.tone, ...(fields.title ? { title: fields.title } : {}) },
      children: String(fields.text ?? ''),
    }),
  },
}

export const FigureBlock: Block = {
  slug: 'figure',
  interfaceName: 'FigureBlock',
  labels: { singular: 'Image with caption', plural: 'Images with captions' },
  fields: [
    { name: 'media', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'caption',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Shown under the image. The image’s alt text (set on the upload) still describes it.' },
    },
  ],
  jsx: {
    import: ({ props }) => ({
      media: Number(props.media),
      ...(props.caption ? { caption: String(props.caption) } : {}),
    }),
    export: ({ fields }) => {
      const media = fields.media as number | { id: number } | null
      return { props: { media: typeof media === 'object' && media ? media.id : media, caption: fields.caption } }
    },
  },
}

/** The blocks above, for code that reads rich text by its blocks' configs (media usage). */
export const RICH_TEXT_BLOCKS: Block[] = [CalloutBlock, FigureBlock]
