import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BlogListing } from '@/features/blog/BlogListing'
import { listingParams, loadListing } from '@/features/blog/listing'
import { listingDescription, listingTitle } from '@/features/blog/listingText'
import { blogHref } from '@/features/blog/pagination'
import { pageMetadata } from '@/features/pages/pageMetadata'
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
  if (!listing) return {}
  const state = {
    pageNumber: listing.pageNumber,
    pages: listing.pages,
    categoryTitle: listing.category?.title,
    categoryDescription: listing.category?.description,
  }
  return pageMetadata(await brandName(), listing.page, {
    title: listingTitle(listing.page.meta?.title || listing.page.title, state),
    description: listingDescription(listing.page.description, state),
    canonical: blogHref({ category: listing.category?.slug, page: listing.pageNumber }),
  })
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
