import { listingRoute } from '@/features/content/listingRoute'
import { customersListing } from '@/features/content/registry/customers'

export const revalidate = 3600

const route = listingRoute(customersListing)
export const { generateMetadata } = route
export default route.Page
