import type { SanitizedCollectionConfig, SanitizedConfig, SanitizedGlobalConfig } from 'payload'

/**
 * The collection or global a REST path (`/api/<slug…>`) addresses, and the rest of the path
 * after it: `['posts', '7']` → posts and `['7']`; `['globals', 'banner', 'versions']` → the
 * banner and `['versions']`. Null for a path that names neither.
 */
export function routeTarget(
  config: SanitizedConfig,
  slug: readonly string[],
): { entity: SanitizedCollectionConfig | SanitizedGlobalConfig; rest: readonly string[] } | null {
  const entity =
    slug[0] === 'globals'
      ? config.globals.find((global) => global.slug === slug[1])
      : config.collections.find((collection) => collection.slug === slug[0])
  return entity ? { entity, rest: slug.slice(slug[0] === 'globals' ? 2 : 1) } : null
}
