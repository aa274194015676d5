import * as readers from '@/cms/read/collections'
import { postAuthors } from '@/features/blog/authors'
import { PostArticle } from '@/features/blog/PostArticle'
import { postJsonLd } from '@/features/blog/postJsonLd'
import { eyebrow } from '@/features/seo/ogText'
import { contentType } from '../contentType'

/** The blog: posts at /blog/<slug>. */
export const posts = contentType({
  collection: 'posts',
  section: 'Blog',
  read: readers.posts,
  name: (post) => post.title,
  metadata: (post) => ({
    title: post.meta?.title || post.title,
    description: post.meta?.description || post.excerpt,
    noindex: post.meta?.noindex,
    openGraph: {
      type: 'article',
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: postAuthors(post).map((author) => author.name),
    },
  }),
  jsonLd: (post, { siteUrl, brand }) => postJsonLd(post, siteUrl, brand),
  lightHeader: true,
  render: (post) => <PostArticle post={post} />,
  og: {
    alt: 'The title of this blog post on a dark card with the logo',
    card: (post) => {
      const category = post.categories.find((candidate) => typeof candidate === 'object')
      return { eyebrow: eyebrow('Blog', category?.title), title: post.title, description: post.excerpt }
    },
  },
})
