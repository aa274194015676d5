import type { Draft } from '@/cms/draft'
import type { HeroBlock, SplitFeatureBlock } from '@/cms/payload-types'
import { uploaded } from '@/features/media/uploaded'
import { HERO_VISUAL_COMPONENTS } from '@/ui/visuals'

/** An image beside text: half the 1280 px container (less padding and gap) on desktops; the full width less padding on phones. */
export const HALF_WIDTH_IMAGE_SIZES = '(min-width: 1280px) 592px, (min-width: 769px) calc(50vw - 48px), calc(100vw - 32px)'

/** What a block shows beside its text: the uploaded image when there is one, else the chosen drawing, else nothing. */
export function blockPicture(block: Pick<Draft<HeroBlock> | Draft<SplitFeatureBlock>, 'image' | 'visual'>) {
  const image = uploaded(block.image)
  const Visual = !image && block.visual ? HERO_VISUAL_COMPONENTS[block.visual] : null
  return { image, Visual }
}
