import { listingRoute } from '@/features/content/listingRoute'
import { jobsListing } from '@/features/content/registry'

export const revalidate = 3600

const route = listingRoute(jobsListing)
export const { generateMetadata } = route
export default route.Page
