import { listingRoute } from '@/features/content/listingRoute'
import { changelogListing } from '@/features/content/registry/changelog'

export const revalidate = 3600

const route = listingRoute(changelogListing)
export const { generateMetadata } = route
export default route.Page
