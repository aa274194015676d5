import { detailRoute } from '@/features/content/detailRoute'
import { legal } from '@/features/content/registry/legal'

export const revalidate = 3600

const route = detailRoute(legal)
export const { generateStaticParams, generateMetadata } = route
export default route.Page
