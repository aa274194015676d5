import { listingOgImage } from '@/features/content/ogImageRoutes'
import { papersListing } from '@/features/content/registry/papers'

export const revalidate = 3600

const image = listingOgImage(papersListing)
export const { alt, size, contentType } = image
export default image.Image
