import { detailOgImage } from '@/features/content/ogImageRoutes'
import { posts } from '@/features/content/registry/posts'

export const revalidate = 3600

const image = detailOgImage(posts)
export const { alt, size, contentType, generateStaticParams } = image
export default image.Image
