import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SLUG } from '@/cms/fields/slugField'
import { getPostBySlugOrDraft, getPostSlugs } from '@/cms/read/collections'
import { isDraftMode } from '@/cms/read/drafts'
import { postAuthors } from '@/features/blog/authors'
import { PostArticle } from '@/features/blog/PostArticle'
import { postJsonLd } from '@/features/blog/postJsonLd'
import { routeMetadata } from '@/features/pages/pageMetadata'
import { brandName } from '@/features/seo/brand'
import { breadcrumbList } from '@/features/seo/breadcrumbs'
import { JsonLd } from '@/features/seo/JsonLd'
import { SiteShell } from '@/features/shell/SiteShell'
import { getEnv } from '@/lib/env'

export const revalidate = 3600
export const dynamicParams = true

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getPostSlugs()).map((slug) => ({ slug }))
}

/** Unknown slugs are answered from the cached list of slugs, never by a query of their own. */
async function load(params: Props['params']) {
  const { slug } = await params
  if (!SLUG.test(slug)) return null
  // In draft mode an editor may preview a never-published document: the draft read decides.
  if (!(await isDraftMode()) && !(await getPostSlugs()).includes(slug)) return null
  return getPostBySlugOrDraft(slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await load(params)
  if (!post) return {}
  return routeMetadata(await brandName(), {
    title: post.seo?.title || post.title,
    description: post.excerpt,
    canonical: `/blog/${post.slug}`,
    noindex: post.seo?.noindex,
    openGraph: {
      type: 'article',
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: postAuthors(post).map((author) => author.name),
    },
  })
}

export default async function BlogPostPage({ params }: Props) {
  const [post, brand] = await Promise.all([load(params), brandName()])
  if (!post) notFound()
  const { siteUrl } = getEnv()
  return (
    <SiteShell page={{ header: 'light' }}>
      <JsonLd data={postJsonLd(post, siteUrl, brand)} />
      <JsonLd
        data={breadcrumbList(siteUrl, [
          { name: 'Blog', path: '/blog' },
          { name: post.title, path: `/blog/${post.slug}` },
        ])}
      />
      <PostArticle post={post} />
    </SiteShell>
  )
}
