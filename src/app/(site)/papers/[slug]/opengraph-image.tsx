import { detailOgImage } from '@/features/content/ogImageRoutes'
import { papers } from '@/features/content/registry/papers'

export const revalidate = 3600

const image = detailOgImage(papers)
export const { alt, size, contentType, generateStaticParams } = image
export default image.Image
