import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SLUG } from '@/cms/fields/slugField'
import { getCustomerBySlugOrDraft, getCustomerSlugs } from '@/cms/read/collections'
import { isDraftMode } from '@/cms/read/drafts'
import { CustomerStory } from '@/features/customers/CustomerStory'
import { routeMetadata } from '@/features/pages/pageMetadata'
import { brandName } from '@/features/seo/brand'
import { breadcrumbList } from '@/features/seo/breadcrumbs'
import { JsonLd } from '@/features/seo/JsonLd'
import { SiteShell } from '@/features/shell/SiteShell'
import { getEnv } from '@/lib/env'

export const revalidate = 3600
export const dynamicParams = true

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getCustomerSlugs()).map((slug) => ({ slug }))
}

/** Unknown slugs are answered from the cached list of slugs, never by a query of their own. */
async function load(params: Props['params']) {
  const { slug } = await params
  if (!SLUG.test(slug)) return null
  // In draft mode an editor may preview a never-published document: the draft read decides.
  if (!(await isDraftMode()) && !(await getCustomerSlugs()).includes(slug)) return null
  return getCustomerBySlugOrDraft(slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const customer = await load(params)
  return customer
    ? routeMetadata(await brandName(), {
        title: `${customer.name} customer story`,
        description: customer.summary,
        canonical: `/customers/${customer.slug}`,
      })
    : {}
}

export default async function CustomerPage({ params }: Props) {
  const customer = await load(params)
  if (!customer) notFound()
  const path = `/customers/${customer.slug}`
  return (
    <SiteShell>
      <JsonLd
        data={breadcrumbList(getEnv().siteUrl, [
          { name: 'Customers', path: '/customers' },
          { name: customer.name, path },
        ])}
      />
      <CustomerStory customer={customer} />
    </SiteShell>
  )
}
