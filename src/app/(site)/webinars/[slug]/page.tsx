import { detailRoute } from '@/features/content/detailRoute'
import { webinars } from '@/features/content/registry/webinars'

export const revalidate = 3600

const route = detailRoute(webinars)
export const { generateStaticParams, generateMetadata } = route
export default route.Page
