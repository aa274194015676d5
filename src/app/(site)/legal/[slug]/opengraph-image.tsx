import { getLegalBySlug, getLegalSlugs } from '@/cms/read/collections'
import { slugOgImage } from '@/features/seo/ogRoutes'
import { OG_CONTENT_TYPE, OG_SIZE } from '@/features/seo/ogText'

export const alt = 'The title of this legal document on a dark card with the logo'
export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const revalidate = 3600

const image = slugOgImage(getLegalSlugs, getLegalBySlug, (doc) => ({
  eyebrow: 'Legal',
  title: doc.title,
  description: doc.summary,
}))
export const generateStaticParams = image.generateStaticParams
export default image.Image
