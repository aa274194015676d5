import type { Draft } from '@/cms/draft'
import type { Customer } from '@/cms/payload-types'
import { MediaImage } from '@/features/media/MediaImage'
import { uploaded } from '@/features/media/uploaded'
import { ProductChips } from './ProductChips'
import { productsUsed } from './productsUsed'

/**
 * A story's sidebar: the wordmark, which names the company (its alt text is the name, so no
 * "Company" row says it again), then the facts as a definition list. In draft mode each fact
 * shows once it is set, and the panel once it has anything to show.
 */
export function FactsPanel({ customer }: { customer: Draft<Customer> }) {
  const logo = uploaded(customer.logo)
  const products = productsUsed(customer.products)
  const facts = [
    ['Industry', customer.industry],
    ['Size', customer.size],
    ['Region', customer.region],
  ].flatMap(([term, value]) => (term && value ? [{ term, value }] : []))
  if (!logo && facts.length === 0 && products.length === 0) return null
  return (
    <aside
      aria-label={customer.name ? `About ${customer.name}` : 'About the customer'}
      className="desk:sticky desk:top-24 desk:col-start-2 desk:row-start-1 desk:self-start"
    >
      <div className="rounded-card border border-slate-200 bg-white p-6 shadow-card">
        <MediaImage media={logo} sizes="240px" className="h-9 w-auto max-w-full object-contain object-left" />
        <dl className={`grid grid-cols-2 gap-x-6 gap-y-4 text-sm desk:grid-cols-1 ${logo ? 'mt-6 border-t border-slate-200 pt-6' : ''}`}>
          {facts.map(({ term, value }) => (
            <div key={term}>
              <dt className="text-slate-600">{term}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
          {products.length > 0 ? (
            <div className="col-span-2 desk:col-span-1">
              <dt className="text-slate-600">Products used</dt>
              <dd className="mt-2">
                <ProductChips products={products} linked />
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </aside>
  )
}
