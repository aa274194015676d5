import { getCustomerBySlug, getCustomerSlugs } from '@/cms/read/collections'
import { slugOgImage } from '@/features/seo/ogRoutes'
import { eyebrow, OG_CONTENT_TYPE, OG_SIZE } from '@/features/seo/ogText'

export const alt = 'The headline of this customer story on a dark card with the logo'
export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const revalidate = 3600

const image = slugOgImage(getCustomerSlugs, getCustomerBySlug, (customer) => ({
  eyebrow: eyebrow('Customer story', customer.name),
  title: customer.headline,
  description: customer.summary,
}))
export const generateStaticParams = image.generateStaticParams
export default image.Image
