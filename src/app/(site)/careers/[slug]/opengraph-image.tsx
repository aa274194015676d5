import { detailOgImage } from '@/features/content/ogImageRoutes'
import { jobs } from '@/features/content/registry/jobs'

export const revalidate = 3600

const image = detailOgImage(jobs)
export const { alt, size, contentType, generateStaticParams } = image
export default image.Image
