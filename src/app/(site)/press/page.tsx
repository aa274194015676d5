import { listingRoute } from '@/features/content/listingRoute'
import { pressListing } from '@/features/content/registry/press'

export const revalidate = 3600

const route = listingRoute(pressListing)
export const { generateMetadata } = route
export default route.Page
