import { detailRoute } from '@/features/content/detailRoute'
import { papers } from '@/features/content/registry/papers'

export const revalidate = 3600

const route = detailRoute(papers)
export const { generateStaticParams, generateMetadata } = route
export default route.Page
