import Link from 'next/link'

import type { Post } from '@/cms/payload-types'
import { MediaImage } from '@/features/media/MediaImage'
import { PostMeta } from './PostMeta'

/** A post in the listing: the whole card is one link, named by the title alone. */
export function PostCard({ post, priority = false }: { post: Post; priority?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2">
      <div className="aspect-[16/9] overflow-hidden bg-slate-100">
        <MediaImage
          media={post.coverImage}
          sizes="(min-width: 1024px) 320px, (min-width: 769px) 50vw, 100vw"
          className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.02]"
          priority={priority}
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-xl font-semibold tracking-tight text-slate-900">
          <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 flex-1 text-slate-600">{post.excerpt}</p>
        <PostMeta post={post} className="mt-5 text-slate-600" />
      </div>
    </article>
  )
}
