import type { Field, FieldHook, Plugin } from 'payload'

import { mapConfigFields } from '../fields/mapFields'
import { isInternalRichTextLink, richTextReference, type RichTextLink } from './linkValue'
import { resolveLink } from './resolveLinks'

function internalLinks(value: unknown, found: RichTextLink[] = []): RichTextLink[] {
  if (Array.isArray(value)) for (const item of value) internalLinks(item, found)
  else if (value && typeof value === 'object') {
    if (isInternalRichTextLink(value)) found.push(value)
    for (const child of Object.values(value)) if (child && typeof child === 'object') internalLinks(child, found)
  }
  return found
}

/**
 * On every read, each internal link of a rich text (blocks' rich text included) carries its
 * document's address at that moment in `url`, found by the same resolver as link fields and
 * buttons (resolveLinks.ts), so a renamed page takes its rich-text links along. Rendering and
 * the Markdown for /llms-full.txt both read `url`. A link whose document is gone has none.
 */
const currentAddresses: FieldHook = async ({ value, req }) => {
  await Promise.all(
    internalLinks(value).map(async (node) => {
      node.fields.url = await resolveLink(req, richTextReference(node))
    }),
  )
  return value
}

function withAddresses(field: Field): Field {
  if (field.type !== 'richText') return field
  const hooks = field.hooks ?? {}
  return { ...field, hooks: { ...hooks, afterRead: [...(hooks.afterRead ?? []), currentAddresses] } }
}

/** Every rich text field of the config, wherever it is, resolves its internal links when read. */
export const richTextLinkAddresses = (): Plugin => (config) => mapConfigFields(config, withAddresses)
