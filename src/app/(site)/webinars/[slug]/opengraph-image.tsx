import { detailOgImage } from '@/features/content/ogImageRoutes'
import { webinars } from '@/features/content/registry/webinars'

export const revalidate = 3600

const image = detailOgImage(webinars)
export const { alt, size, contentType, generateStaticParams } = image
export default image.Image
