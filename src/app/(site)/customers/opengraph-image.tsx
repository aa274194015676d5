import { listingOgImage } from '@/features/content/ogImageRoutes'
import { customersListing } from '@/features/content/registry/customers'

export const revalidate = 3600

const image = listingOgImage(customersListing)
export const { alt, size, contentType } = image
export default image.Image
