import { listingOgImage } from '@/features/content/ogImageRoutes'
import { pressListing } from '@/features/content/registry/press'

export const revalidate = 3600

const image = listingOgImage(pressListing)
export const { alt, size, contentType } = image
export default image.Image
