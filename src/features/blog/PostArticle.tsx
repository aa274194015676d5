import { Link } from '@/ui/Link.client'

import type { Draft } from '@/cms/draft'
import type { Category, Post } from '@/cms/payload-types'
import { uploaded } from '@/features/media/uploaded'
import { MediaImage } from '@/features/media/MediaImage'
import { RichText } from '@/features/richtext/RichText'
import { blogHref } from './pagination'
import { MorePosts } from './MorePosts'
import { PostMeta } from './PostMeta'
import { ReadingColumn } from '@/features/layout/ReadingColumn'

type ShownCategory = Draft<Category> & { slug: string; title: string }

/** The categories read with the post, each with the name and address its link needs. */
const categoriesOf = (post: Draft<Post>) =>
  (post.categories ?? []).filter(
    (c): c is ShownCategory => typeof c === 'object' && c !== null && Boolean(c.slug && c.title),
  )

/**
 * A blog post: a light header band, the cover (loaded first: it is the largest thing in view), the
 * text, then more to read. In draft mode the post may be unfinished: what is not there yet is left out.
 */
export function PostArticle({ post }: { post: Draft<Post> }) {
  const categories = categoriesOf(post)
  return (
    <>
      <article>
        <header className="border-b border-slate-200 bg-slate-50">
          <ReadingColumn className="pt-12 pb-10 desk:pt-16">
            <p className="text-sm font-semibold">
              <Link href="/blog" className="text-brand-700 hover:underline">
                Blog
              </Link>
            </p>
            {post.title ? (
              <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 desk:text-5xl">
                {post.title}
              </h1>
            ) : null}
            {post.excerpt ? <p className="mt-5 text-lg text-slate-600">{post.excerpt}</p> : null}
            <PostMeta post={post} className="mt-6 text-slate-600" />
            {categories.length > 0 ? (
              <ul aria-label="Categories" className="mt-4 flex flex-wrap gap-2">
                {categories.map((category) => (
                  <li key={category.id ?? category.slug}>
                    <Link
                      href={blogHref({ category: category.slug })}
                      className="inline-flex rounded-full bg-white px-3 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
                    >
                      {category.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </ReadingColumn>
        </header>
        <div className="mx-auto max-w-4xl px-4 pt-10 desk:px-6">
          <MediaImage
            media={uploaded(post.coverImage)}
            sizes="(min-width: 896px) 848px, calc(100vw - 32px)"
            className="aspect-[16/9] w-full rounded-card object-cover"
            priority
          />
        </div>
        <ReadingColumn className="py-12 desk:py-16">
          <RichText data={post.content} className="desk:prose-lg" />
        </ReadingColumn>
      </article>
      <MorePosts current={post} />
    </>
  )
}
