import { detailRoute } from '@/features/content/detailRoute'
import { jobs } from '@/features/content/registry/jobs'

export const revalidate = 3600

const route = detailRoute(jobs)
export const { generateStaticParams, generateMetadata } = route
export default route.Page
