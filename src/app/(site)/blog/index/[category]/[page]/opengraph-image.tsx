import { notFound } from 'next/navigation'

import { listingParams, loadListing } from '@/features/blog/listing'
import { blogIndexCard } from '@/features/seo/blogIndexCard'
import { ogImage } from '@/features/seo/ogRoutes'
import { OG_CONTENT_TYPE, OG_SIZE } from '@/features/seo/ogText'

export const alt = 'The blog, or one of its categories, on a dark card with the logo'
export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const revalidate = 3600

type Props = { params: Promise<{ category: string; page: string }> }

/** The same category × page combinations as the listing route beside it, from the same cached lists. */
export async function generateStaticParams() {
  return listingParams()
}

export default async function Image({ params }: Props) {
  const { category, page } = await params
  const listing = await loadListing(category, page)
  if (!listing) notFound()
  return ogImage(blogIndexCard(listing))
}
