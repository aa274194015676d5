import type { Block, Config, Field } from 'payload'

/**
 * Every field of a config, wherever it is nested (groups, rows, collapsibles, arrays, tabs,
 * blocks and the config's shared blocks), passed through `map`: how a plugin gives a kind of
 * field a behaviour everywhere, fields added later by us or by earlier plugins included.
 * `map` sees each field before its children are mapped, and its result's children are mapped next.
 */
export function mapFields(fields: Field[], map: (field: Field) => Field): Field[] {
  return fields.map((original): Field => {
    const field = map(original)
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: mapFields(tab.fields, map) })) }
    if (field.type === 'blocks') {
      // A reference by slug is to one of the config's own blocks, which mapConfigFields maps.
      const references = field.blockReferences?.map((block) => (typeof block === 'string' ? block : mapBlock(block, map)))
      return { ...field, blocks: field.blocks.map((block) => mapBlock(block, map)), ...(references ? { blockReferences: references } : {}) }
    }
    return 'fields' in field ? ({ ...field, fields: mapFields(field.fields, map) } as Field) : field
  })
}

const mapBlock = (block: Block, map: (field: Field) => Field): Block => ({ ...block, fields: mapFields(block.fields, map) })

/** mapFields over every collection, global and shared block of a config. */
export const mapConfigFields = (config: Config, map: (field: Field) => Field): Config => ({
  ...config,
  ...(config.blocks ? { blocks: config.blocks.map((block) => mapBlock(block, map)) } : {}),
  collections: config.collections?.map((collection) => ({ ...collection, fields: mapFields(collection.fields, map) })),
  globals: config.globals?.map((global) => ({ ...global, fields: mapFields(global.fields, map) })),
})
