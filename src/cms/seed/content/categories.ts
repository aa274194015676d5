import type { RequiredDataFromCollectionSlug } from 'payload'

/** Exactly three: the blog's filter shows them all side by side. */
export const categories: RequiredDataFromCollectionSlug<'categories'>[] = [
  {
    title: 'Engineering',
    slug: 'engineering',
    description: 'How our proxy, vault and enclaves are built, measured and operated.',
  },
  {
    title: 'Compliance',
    slug: 'compliance',
    description: 'PCI DSS, HIPAA and SOC 2 explained for the engineers who have to implement them.',
  },
  {
    title: 'Product',
    slug: 'product',
    description: 'Launches, product decisions and what we learned from customers along the way.',
  },
]
