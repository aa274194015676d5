import { detailRoute } from '@/features/content/detailRoute'
import { changelog } from '@/features/content/registry'

export const revalidate = 3600

const route = detailRoute(changelog)
export const { generateStaticParams, generateMetadata } = route
export default route.Page
