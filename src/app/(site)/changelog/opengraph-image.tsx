import { listingOgImage } from '@/features/content/ogImageRoutes'
import { changelogListing } from '@/features/content/registry/changelog'

export const revalidate = 3600

const image = listingOgImage(changelogListing)
export const { alt, size, contentType } = image
export default image.Image
