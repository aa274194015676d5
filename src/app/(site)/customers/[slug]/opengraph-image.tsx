import { detailOgImage } from '@/features/content/ogImageRoutes'
import { customers } from '@/features/content/registry/customers'

export const revalidate = 3600

const image = detailOgImage(customers)
export const { alt, size, contentType, generateStaticParams } = image
export default image.Image
