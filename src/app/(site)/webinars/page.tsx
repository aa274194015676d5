import { listingRoute } from '@/features/content/listingRoute'
import { webinarsListing } from '@/features/content/registry/webinars'

export const revalidate = 3600

const route = listingRoute(webinarsListing)
export const { generateMetadata } = route
export default route.Page
