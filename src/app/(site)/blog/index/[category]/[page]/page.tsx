import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BlogListing } from '@/features/blog/BlogListing'
import { listingParams, loadListing } from '@/features/blog/listing'
import { listingMetadata } from '@/features/blog/listingText'
import { brandName } from '@/features/seo/brand'
import { SiteShell } from '@/features/shell/SiteShell'

/**
 * The blog listing. Visitors never see this address: src/proxy.ts rewrites
 * `/blog?category=x&page=n` here, so every filter and page is a prerendered file.
 */
export const revalidate = 3600
export const dynamicParams = true

type Props = { params: Promise<{ category: string; page: string }> }

export async function generateStaticParams() {
  return listingParams()
}

async function load(params: Props['params']) {
  const { category, page } = await params
  return loadListing(category, page)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const listing = await load(params)
  return listing ? listingMetadata(await brandName(), listing) : {}
}

export default async function BlogIndexPage({ params }: Props) {
  const listing = await load(params)
  if (!listing) notFound()
  return (
    <SiteShell page={listing.page}>
      <BlogListing listing={listing} />
    </SiteShell>
  )
}
