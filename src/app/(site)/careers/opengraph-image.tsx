import { listingOgImage } from '@/features/content/ogImageRoutes'
import { jobsListing } from '@/features/content/registry/jobs'

export const revalidate = 3600

const image = listingOgImage(jobsListing)
export const { alt, size, contentType } = image
export default image.Image
