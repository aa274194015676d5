import { getPostBySlug, getPostSlugs } from '@/cms/read/collections'
import { slugOgImage } from '@/features/seo/ogRoutes'
import { eyebrow, OG_CONTENT_TYPE, OG_SIZE } from '@/features/seo/ogText'

export const alt = 'The title of this blog post on a dark card with the logo'
export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const revalidate = 3600

const image = slugOgImage(getPostSlugs, getPostBySlug, (post) => {
  const category = post.categories.find((c) => typeof c === 'object')
  return { eyebrow: eyebrow('Blog', category?.title), title: post.title, description: post.excerpt }
})
export const generateStaticParams = image.generateStaticParams
export default image.Image
