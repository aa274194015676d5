import { detailOgImage } from '@/features/content/ogImageRoutes'
import { changelog } from '@/features/content/registry'

export const revalidate = 3600

const image = detailOgImage(changelog)
export const { alt, size, contentType, generateStaticParams } = image
export default image.Image
