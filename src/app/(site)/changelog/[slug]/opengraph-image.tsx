import { detailOgImage } from '@/features/content/ogImageRoutes'
import { changelog } from '@/features/content/registry/changelog'

export const revalidate = 3600

const image = detailOgImage(changelog)
export const { alt, size, contentType, generateStaticParams } = image
export default image.Image
