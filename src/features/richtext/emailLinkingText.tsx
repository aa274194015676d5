import type { SerializedTextNode } from '@payloadcms/richtext-lexical'
import type {
  JSXConverter,
  JSXConverterArgs,
  SerializedLexicalNodeWithParent,
} from '@payloadcms/richtext-lexical/react'
import { Fragment } from 'react'

import { splitEmailAddresses } from '@/lib/emailAddresses'

/** Lexical's format bit for inline code (`IS_CODE`); an address in code is an example, not a contact. */
const CODE_FORMAT = 16

/** Whether the text sits in a link already: an anchor may not contain another. */
function insideLink(parent: SerializedLexicalNodeWithParent | undefined): boolean {
  for (let node = parent; node; node = node.parent as SerializedLexicalNodeWithParent | undefined) {
    if (node.type === 'link' || node.type === 'autolink') return true
  }
  return false
}

/**
 * The text converter, but with every email address an editor typed as plain text turned into a
 * `mailto:` link (its words and formatting unchanged), so addresses work whoever wrote them.
 */
export function emailLinkingText(text: JSXConverter<SerializedTextNode> | undefined): JSXConverter<SerializedTextNode> {
  const render = (args: JSXConverterArgs<SerializedTextNode>) =>
    typeof text === 'function' ? text(args) : args.node.text
  return function textWithEmailLinks(args) {
    const { node, parent } = args
    const parts = splitEmailAddresses(node.text)
    if (!parts.some((part) => part.email) || node.format & CODE_FORMAT || insideLink(parent)) return render(args)
    return (
      <>
        {parts.map((part, index) => {
          const rendered = render({ ...args, node: { ...node, text: part.text } })
          return part.email ? (
            <a key={index} href={`mailto:${part.text}`}>
              {rendered}
            </a>
          ) : (
            <Fragment key={index}>{rendered}</Fragment>
          )
        })}
      </>
    )
  }
}
