import { Link } from '@/ui/Link.client'
import type { ProductUsed } from './productsUsed'

const CHIP = 'inline-flex rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 ring-1 ring-inset ring-slate-200'

/**
 * The products a story names, as chips: links to their pages in a story's facts, plain text on a
 * card, whose one link is the card itself.
 */
export function ProductChips({ products, linked = false, className = '' }: { products: ProductUsed[]; linked?: boolean; className?: string }) {
  if (products.length === 0) return null
  return (
    <ul aria-label={linked ? undefined : 'Products used'} className={`flex flex-wrap gap-2 ${className}`}>
      {products.map((product) => (
        <li key={product.value}>
          {linked ? (
            <Link
              href={product.href}
              className={`${CHIP} transition hover:bg-brand-50 hover:text-brand-700 hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
            >
              {product.label}
            </Link>
          ) : (
            <span className={CHIP}>{product.label}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
