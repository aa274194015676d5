import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getCustomers } from '@/cms/read/collections'
import { getPageByPathOrDraft } from '@/cms/read/pages'
import { CustomerCard } from '@/features/customers/CustomerCard'
import { CmsPage } from '@/features/pages/CmsPage'
import { pageMetadata } from '@/features/pages/pageMetadata'
import { brandName } from '@/features/seo/brand'
import { SiteShell } from '@/features/shell/SiteShell'

export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageByPathOrDraft('/customers')
  return page ? pageMetadata(await brandName(), page) : {}
}

export default async function CustomersPage() {
  const [page, customers] = await Promise.all([getPageByPathOrDraft('/customers'), getCustomers()])
  if (!page) notFound()
  return (
    <SiteShell page={page}>
      <CmsPage page={page}>
        <div className="mx-auto max-w-5xl px-4 py-12 desk:px-6 desk:py-16">
          {customers.length > 0 ? (
            <ul className="grid gap-6 desk:grid-cols-2 lg:grid-cols-3">
              {customers.map((customer) => (
                <li key={customer.id}>
                  <CustomerCard customer={customer} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">Customer stories are coming soon.</p>
          )}
        </div>
      </CmsPage>
    </SiteShell>
  )
}
