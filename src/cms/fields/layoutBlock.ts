import type { Block, Field } from 'payload'

import { anchorField } from './anchorField'
import { BLOCK_SKETCHES } from './blockSketches'
import { blockThumbnail } from './blockThumbnail'

type BlockNames = {
  /** Stored as each placed block's `blockType`: renaming it orphans existing pages' blocks. */
  slug: string
  /** The block's type in payload-types.ts; by default the slug in PascalCase plus `Block`. */
  interfaceName?: string
  /** The block picker's names for one block and for several. */
  singular: string
  plural: string
}

const pascalCase = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1)

/**
 * A block editors can place in a page's layout. The fields keep the order given: the
 * database columns and the generated types follow it. The block picker shows its wireframe
 * and one-line description (blockSketches.ts), which every block must have. Every block ends
 * with its anchor (anchorField.ts), the id links to it lead to.
 */
export const layoutBlock = (
  { slug, interfaceName = `${pascalCase(slug)}Block`, singular, plural }: BlockNames,
  fields: Field[],
): Block => {
  const entry = BLOCK_SKETCHES[slug]
  if (!entry) throw new Error(`Layout block "${slug}" has no sketch: add one to src/cms/fields/blockSketches.ts`)
  return {
    slug,
    interfaceName,
    labels: { singular, plural },
    admin: { images: { thumbnail: blockThumbnail(entry.sketch, entry.description) } },
    fields: [...fields, anchorField()],
  }
}
