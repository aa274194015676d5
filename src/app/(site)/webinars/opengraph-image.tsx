import { listingOgImage } from '@/features/content/ogImageRoutes'
import { webinarsListing } from '@/features/content/registry/webinars'

export const revalidate = 3600

const image = listingOgImage(webinarsListing)
export const { alt, size, contentType } = image
export default image.Image
