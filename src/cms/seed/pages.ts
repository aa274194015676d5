import type { RequiredDataFromCollectionSlug } from 'payload'

import { SEED_PAGES } from './content/pages'
import type { SeedPage } from './content/pages/blocks'
import type { SeedContext } from './lib/seedContext'

export type { SeedPage }

/** The seeded pages as written (layouts unbuilt): what the seed creates, one per path. */
export const seedPages: readonly SeedPage[] = SEED_PAGES

/** Product pages, which other pages' related-products blocks point at, so they are seeded first. */
export const isProductPage = (page: { path: string }) => page.path.startsWith('/products/')

/** The pages (those `which` keeps, or all) with their layouts built. */
export const pages = (ctx: SeedContext, which: (page: SeedPage) => boolean = () => true): RequiredDataFromCollectionSlug<'pages'>[] =>
  SEED_PAGES.filter(which).map(({ layout, ...page }) => ({ ...page, ...(layout ? { layout: layout(ctx) } : {}) }))
