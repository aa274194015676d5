import { pageOgImage } from '@/features/seo/ogRoutes'
import { OG_CONTENT_TYPE, OG_SIZE } from '@/features/seo/ogText'

export const alt = 'The product changelog on a dark card with the logo'
export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const revalidate = 3600

export default function Image() {
  return pageOgImage('/changelog', 'Resources', 'Changelog')
}
