import { getWebinarBySlug, getWebinarSlugs } from '@/cms/read/webinars'
import { slugOgImage } from '@/features/seo/ogRoutes'
import { eyebrow, formatDay, OG_CONTENT_TYPE, OG_SIZE } from '@/features/seo/ogText'

export const alt = 'The title and date of this webinar on a dark card with the logo'
export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const revalidate = 3600

// An absolute date, not "upcoming": the image is cached and would go stale.
const image = slugOgImage(getWebinarSlugs, getWebinarBySlug, (webinar) => ({
  eyebrow: eyebrow('Webinar', formatDay(webinar.startsAt)),
  title: webinar.title,
  description: webinar.summary,
}))
export const generateStaticParams = image.generateStaticParams
export default image.Image
