import { listingRoute } from '@/features/content/listingRoute'
import { jobsListing } from '@/features/content/registry/jobs'

export const revalidate = 3600

const route = listingRoute(jobsListing)
export const { generateMetadata } = route
export default route.Page
