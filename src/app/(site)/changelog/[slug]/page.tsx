import { detailRoute } from '@/features/content/detailRoute'
import { changelog } from '@/features/content/registry/changelog'

export const revalidate = 3600

const route = detailRoute(changelog)
export const { generateStaticParams, generateMetadata } = route
export default route.Page
