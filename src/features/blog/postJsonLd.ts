import type { Post } from '@/cms/payload-types'
import { absoluteUrl } from './absoluteUrl'
import { postAuthors } from './authors'

/** BlogPosting structured data: what search engines show as the article's headline, image, dates and byline. */
export function postJsonLd(post: Post, siteUrl: string, brandName: string) {
  const cover = typeof post.coverImage === 'object' ? post.coverImage : null
  const url = `${siteUrl}/blog/${post.slug}`
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    ...(cover?.url ? { image: absoluteUrl(siteUrl, cover.url) } : {}),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: postAuthors(post).map((author) => ({ '@type': 'Person', name: author.name })),
    publisher: {
      '@type': 'Organization',
      name: brandName,
      url: siteUrl,
      logo: { '@type': 'ImageObject', url: `${siteUrl}/icon.svg` },
    },
  }
}
