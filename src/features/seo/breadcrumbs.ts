/**
 * A BreadcrumbList for a nested page: Home › section › page. A crumb without a path
 * (a section with no page of its own) is named but not linked, as schema.org allows.
 */
export function breadcrumbList(siteUrl: string, trail: { name: string; path?: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: `${siteUrl}${crumb.path === '/' ? '' : crumb.path}` } : {}),
    })),
  }
}
