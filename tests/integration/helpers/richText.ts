type Node = Record<string, unknown>

const text = (value: string): Node => ({ type: 'text', version: 1, text: value, format: 0, detail: 0, mode: 'normal', style: '' })

/** A Lexical document of one paragraph holding `children`. */
const paragraphDocument = (children: Node[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [{ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, textFormat: 0, children }],
  },
})

/** The smallest Lexical document Payload accepts: one paragraph of plain text. */
export const richText = (value: string) => paragraphDocument([text(value)])

/** One paragraph holding an internal link (the link dialog's "internal link") to a document, as the editor stores it. */
export const richTextLinkTo = (value: string, doc: { relationTo: string; value: number | string }) =>
  paragraphDocument([
    {
      type: 'link',
      version: 3,
      direction: null,
      format: '',
      indent: 0,
      id: 'link-1',
      fields: { linkType: 'internal', doc, newTab: false },
      children: [text(value)],
    },
  ])
