import type { Field, SanitizedConfig } from 'payload'

/** The generated type names of the link field (see fields/linkField.ts): how a link is recognised in a config. */
export const LINK_INTERFACES = ['Link', 'LabelledLink']

function holdsLinks(fields: Field[]): boolean {
  return fields.some((field) => {
    // Rich text holds links too (Payload's link feature), internal ones to documents.
    if (field.type === 'richText') return true
    if (field.type === 'group' && 'interfaceName' in field && LINK_INTERFACES.includes(field.interfaceName ?? '')) return true
    if (field.type === 'blocks') return field.blocks.some((block) => holdsLinks(block.fields))
    if (field.type === 'tabs') return field.tabs.some((tab) => holdsLinks(tab.fields))
    if ('fields' in field && Array.isArray(field.fields)) return holdsLinks(field.fields)
    return false
  })
}

/** The collections and globals whose documents can hold links (link fields or rich text): where referrers of a document are looked for. */
export function linkHolders(config: Pick<SanitizedConfig, 'collections' | 'globals'>) {
  return {
    collections: config.collections.filter((collection) => holdsLinks(collection.fields)),
    globals: config.globals.filter((global) => holdsLinks(global.fields)),
  }
}
