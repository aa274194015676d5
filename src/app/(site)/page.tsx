import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getPageByPathOrDraft } from '@/cms/read/pages'
import { CmsPage } from '@/features/pages/CmsPage'
import { pageMetadata } from '@/features/pages/pageMetadata'
import { brandName } from '@/features/seo/brand'
import { JsonLd } from '@/features/seo/JsonLd'
import { SiteShell } from '@/features/shell/SiteShell'
import { getEnv } from '@/lib/env'

export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageByPathOrDraft('/')
  return page ? pageMetadata(await brandName(), page) : {}
}

/**
 * Who publishes the site and what the site is: the home page is where search engines look
 * for both. Two blocks, each a top-level type, linked by `@id`.
 */
function siteJsonLd(brand: string, siteUrl: string) {
  const organizationId = `${siteUrl}/#organization`
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId,
      name: brand,
      url: siteUrl,
      logo: `${siteUrl}/icon.svg`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${siteUrl}/#website`,
      name: brand,
      url: siteUrl,
      publisher: { '@id': organizationId },
    },
  ]
}

export default async function HomePage() {
  const [page, brand] = await Promise.all([getPageByPathOrDraft('/'), brandName()])
  if (!page) notFound()
  return (
    <SiteShell page={page}>
      {siteJsonLd(brand, getEnv().siteUrl).map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
      <CmsPage page={page} />
    </SiteShell>
  )
}
