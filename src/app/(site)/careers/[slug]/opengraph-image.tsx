import { getJobBySlug, getJobSlugs } from '@/cms/read/collections'
import { departmentLabel } from '@/features/careers/department'
import { slugOgImage } from '@/features/seo/ogRoutes'
import { eyebrow, OG_CONTENT_TYPE, OG_SIZE } from '@/features/seo/ogText'

export const alt = 'The title and location of this job opening on a dark card with the logo'
export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const revalidate = 3600

const image = slugOgImage(getJobSlugs, getJobBySlug, (job) => ({
  eyebrow: eyebrow('Careers', departmentLabel(job.department), job.remote ? `${job.location} or remote` : job.location),
  title: job.title,
  description: job.summary,
}))
export const generateStaticParams = image.generateStaticParams
export default image.Image
