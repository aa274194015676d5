import type { Draft } from '@/cms/draft'
import type { Post } from '@/cms/payload-types'
import { absoluteUrl } from './absoluteUrl'
import { authorNames } from './authors'

/**
 * BlogPosting structured data: what search engines show as the article's headline, image,
 * dates and byline. What a draft has not filled in is left out (JSON drops `undefined`).
 */
export function postJsonLd(post: Draft<Post>, siteUrl: string, brandName: string) {
  const cover = typeof post.coverImage === 'object' ? post.coverImage : null
  const url = post.slug ? `${siteUrl}/blog/${post.slug}` : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title || undefined,
    description: post.excerpt || undefined,
    ...(cover?.url ? { image: absoluteUrl(siteUrl, cover.url) } : {}),
    datePublished: post.publishedAt || undefined,
    dateModified: post.updatedAt || undefined,
    author: authorNames(post).map((name) => ({ '@type': 'Person', name })),
    publisher: {
      '@type': 'Organization',
      name: brandName,
      url: siteUrl,
      logo: { '@type': 'ImageObject', url: `${siteUrl}/icon.svg` },
    },
  }
}
