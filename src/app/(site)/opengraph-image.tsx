import { pageOgImage } from '@/features/seo/ogRoutes'
import { OG_CONTENT_TYPE, OG_SIZE } from '@/features/seo/ogText'

// Every page without an image of its own (the CMS pages under [...path] among them, since Next
// cannot place an image route below a catch-all) inherits this brand card.
export const alt = 'The brand and its promise on a dark card with the logo'
export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const revalidate = 3600

export default function Image() {
  return pageOgImage('/', undefined, 'Data security and payments compliance')
}
