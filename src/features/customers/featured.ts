/**
 * The story the customers page opens with, and the rest for the grid below it in the listing's
 * order: the first story marked featured, or the first story when none is. Editors need not
 * keep to one mark: a second featured story simply waits in the grid.
 */
export function featuredFirst<T extends { id: number; featured?: boolean | null }>(customers: readonly T[]): { featured: T | null; rest: T[] } {
  const featured = customers.find((customer) => customer.featured === true) ?? customers[0] ?? null
  return { featured, rest: customers.filter((customer) => customer !== featured) }
}
