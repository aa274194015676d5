/** The default brand. Its slug names the featured solution page and (later) the UTM cookie. */
export const BRAND = { name: 'Cipherwell', slug: 'cipherwell' } as const

export const DEFAULT_URLS = {
  docsUrl: 'https://docs.cipherwell.com',
  apiReferenceUrl: 'https://docs.cipherwell.com/api-reference',
  loginUrl: 'https://app.cipherwell.com/login',
  statusPageUrl: 'https://status.cipherwell.com',
  talkToExpertUrl: '/contact',
} as const
