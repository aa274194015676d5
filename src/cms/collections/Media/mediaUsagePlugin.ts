import type { Block, CollectionConfig, Config, GlobalConfig, Plugin } from 'payload'

import { MediaUsages } from './MediaUsages'
import { forgetCollectionMediaUsage, trackCollectionMediaUsage, trackGlobalMediaUsage } from './hooks/mediaUsage'
import { MEDIA, mayReferenceMedia } from './hooks/mediaReferences'

/**
 * Adds the `media-usages` collection and tracks media references in every collection and
 * global whose fields can point at media (uploads, relationships, rich text, in blocks
 * too), so a collection added later is covered without anyone remembering to wire it.
 */
export const mediaUsagePlugin = (): Plugin => (config: Config) => {
  const blocks = (config.blocks ?? []) as Block[]
  const lookup = (slug: string) => blocks.find((block) => block.slug === slug)
  const tracked = (collection: CollectionConfig): CollectionConfig => {
    if (collection.slug === MEDIA || !mayReferenceMedia(collection.fields, lookup)) return collection
    const hooks = collection.hooks ?? {}
    return {
      ...collection,
      hooks: {
        ...hooks,
        afterChange: [...(hooks.afterChange ?? []), trackCollectionMediaUsage],
        afterDelete: [...(hooks.afterDelete ?? []), forgetCollectionMediaUsage],
      },
    }
  }
  const trackedGlobal = (global: GlobalConfig): GlobalConfig => {
    if (!mayReferenceMedia(global.fields, lookup)) return global
    const hooks = global.hooks ?? {}
    return { ...global, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), trackGlobalMediaUsage] } }
  }
  return {
    ...config,
    collections: [...(config.collections ?? []).map(tracked), MediaUsages],
    globals: (config.globals ?? []).map(trackedGlobal),
  }
}
