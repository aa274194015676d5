/** Cache tags shared by the readers (`unstable_cache`) and the CMS hooks that expire them. */
export const TAGS = {
  siteSettings: 'global:site-settings',
  headerNav: 'global:header-nav',
  footer: 'global:footer',
  banner: 'global:banner',
  pages: 'collection:pages',
  webinars: 'collection:webinars',
  posts: 'collection:posts',
  authors: 'collection:authors',
  categories: 'collection:categories',
  changelog: 'collection:changelog',
  papers: 'collection:papers',
  press: 'collection:press',
  customers: 'collection:customers',
  jobs: 'collection:jobs',
  legal: 'collection:legal',
  media: 'collection:media',
  redirects: 'collection:redirects',
  /** Expired when a linkable document's address changes or it goes away: everything that renders links reads under it. */
  addresses: 'links:addresses',
} as const
