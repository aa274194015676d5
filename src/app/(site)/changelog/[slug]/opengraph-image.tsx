import { getChangelogBySlug, getChangelogSlugs } from '@/cms/read/collections'
import { slugOgImage } from '@/features/seo/ogRoutes'
import { eyebrow, formatDay, OG_CONTENT_TYPE, OG_SIZE } from '@/features/seo/ogText'

export const alt = 'The title of this changelog entry on a dark card with the logo'
export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const revalidate = 3600

const image = slugOgImage(getChangelogSlugs, getChangelogBySlug, (entry) => ({
  eyebrow: eyebrow('Changelog', formatDay(entry.publishedAt)),
  title: entry.title,
  description: entry.summary,
}))
export const generateStaticParams = image.generateStaticParams
export default image.Image
