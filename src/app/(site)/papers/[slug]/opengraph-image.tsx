import { getPaperBySlug, getPaperSlugs } from '@/cms/read/collections'
import { slugOgImage } from '@/features/seo/ogRoutes'
import { OG_CONTENT_TYPE, OG_SIZE } from '@/features/seo/ogText'

export const alt = 'The title of this paper on a dark card with the logo'
export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const revalidate = 3600

const image = slugOgImage(getPaperSlugs, getPaperBySlug, (paper) => ({
  eyebrow: 'Whitepaper',
  title: paper.title,
  description: paper.abstract,
}))
export const generateStaticParams = image.generateStaticParams
export default image.Image
