import type { RequiredDataFromCollectionSlug } from 'payload'

import { SEED_PAGES } from './content/pages'
import type { SeedPage } from './content/pages/blocks'
import type { SeedContext } from './lib/seedContext'

export type { SeedPage }

/** The seeded pages as written (layouts unbuilt): what the seed creates, one per path. */
export const seedPages: readonly SeedPage[] = SEED_PAGES

export const pages = (ctx: SeedContext): RequiredDataFromCollectionSlug<'pages'>[] =>
  SEED_PAGES.map(({ layout, ...page }) => ({ ...page, ...(layout ? { layout: layout(ctx) } : {}) }))
