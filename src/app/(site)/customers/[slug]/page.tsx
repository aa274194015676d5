import { detailRoute } from '@/features/content/detailRoute'
import { customers } from '@/features/content/registry/customers'

export const revalidate = 3600

const route = detailRoute(customers)
export const { generateStaticParams, generateMetadata } = route
export default route.Page
