import { detailOgImage } from '@/features/content/ogImageRoutes'
import { legal } from '@/features/content/registry/legal'

export const revalidate = 3600

const image = detailOgImage(legal)
export const { alt, size, contentType, generateStaticParams } = image
export default image.Image
