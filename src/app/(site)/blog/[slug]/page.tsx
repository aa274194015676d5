import { detailRoute } from '@/features/content/detailRoute'
import { posts } from '@/features/content/registry/posts'

export const revalidate = 3600

const route = detailRoute(posts)
export const { generateStaticParams, generateMetadata } = route
export default route.Page
