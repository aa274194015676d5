import * as readers from '@/cms/read/collections'
import { authorNames } from '@/features/blog/authors'
import { PostArticle } from '@/features/blog/PostArticle'
import { postJsonLd } from '@/features/blog/postJsonLd'
import { eyebrow } from '@/features/seo/ogText'
import { contentType, titled } from '../contentType'

/** The blog: posts at /blog/<slug>. */
export const posts = contentType({
  collection: 'posts',
  section: 'Blog',
  read: readers.posts,
  name: (post) => titled(post.title),
  metadata: (post) => ({
    title: titled(post.meta?.title || post.title),
    description: post.meta?.description || post.excerpt,
    noindex: post.meta?.noindex,
    openGraph: {
      type: 'article',
      publishedTime: post.publishedAt || undefined,
      modifiedTime: post.updatedAt || undefined,
      authors: authorNames(post),
    },
  }),
  jsonLd: (post, { siteUrl, brand }) => postJsonLd(post, siteUrl, brand),
  lightHeader: true,
  render: (post) => <PostArticle post={post} />,
  og: {
    alt: 'The title of this blog post on a dark card with the logo',
    card: (post) => {
      const category = post.categories?.find((candidate) => typeof candidate === 'object' && candidate !== null)
      return { eyebrow: eyebrow('Blog', category?.title), title: post.title, description: post.excerpt }
    },
  },
})
