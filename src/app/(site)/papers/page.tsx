import { listingRoute } from '@/features/content/listingRoute'
import { papersListing } from '@/features/content/registry/papers'

export const revalidate = 3600

const route = listingRoute(papersListing)
export const { generateMetadata } = route
export default route.Page
