import { CUSTOMER_PRODUCTS } from '@/cms/collections/Customers'

export type ProductUsed = { value: string; label: string; href: string }

const BY_VALUE = new Map<string, ProductUsed>(CUSTOMER_PRODUCTS.map(({ value, label, path }) => [value, { value, label, href: path }]))

/** The products a story names, in the editor's order, each once; a value no longer offered is left out. */
export function productsUsed(values: readonly (string | null | undefined)[] | null | undefined): ProductUsed[] {
  const seen = new Set<string>()
  return (values ?? []).flatMap((value) => {
    const product = value ? BY_VALUE.get(value) : undefined
    if (!product || seen.has(product.value)) return []
    seen.add(product.value)
    return [product]
  })
}
