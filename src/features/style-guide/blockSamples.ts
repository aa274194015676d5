import { getPageByPath, getPublishedPagePaths } from '@/cms/read/pages'
import type { LayoutBlock } from '@/blocks/RenderBlocks'

export type BlockSample = { block: LayoutBlock; path: string }

/**
 * One published example of each block type, the first found walking the pages in path order,
 * with the page it came from: the style page shows blocks as editors have filled them, so it
 * never drifts from the real content and needs no sample data of its own.
 */
export async function blockSamples(): Promise<BlockSample[]> {
  const samples = new Map<LayoutBlock['blockType'], BlockSample>()
  for (const path of [...(await getPublishedPagePaths())].sort()) {
    const page = await getPageByPath(path)
    for (const block of page?.layout ?? []) {
      if (!samples.has(block.blockType)) samples.set(block.blockType, { block, path })
    }
  }
  return [...samples.values()]
}
