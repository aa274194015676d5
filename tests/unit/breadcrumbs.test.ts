import { describe, expect, it } from 'vitest'

import { breadcrumbList } from '@/features/seo/breadcrumbs'

describe('breadcrumbList', () => {
  it('starts at Home, numbers the crumbs, and links only crumbs that have a page', () => {
    expect(
      breadcrumbList('https://www.cipherwell.com', [{ name: 'Products' }, { name: 'Relay', path: '/products/relay' }]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.cipherwell.com' },
        { '@type': 'ListItem', position: 2, name: 'Products' },
        { '@type': 'ListItem', position: 3, name: 'Relay', item: 'https://www.cipherwell.com/products/relay' },
      ],
    })
  })
})
