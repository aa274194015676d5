import type { Post } from '@/cms/payload-types'
import { CardCover } from '@/features/media/CardCover'
import { LinkCard } from '@/ui/LinkCard'
import { PostMeta } from './PostMeta'

/** A post in the listing: cover, title, excerpt, author and date. */
export function PostCard({ post, priority = false, heading }: { post: Post; priority?: boolean; heading?: 'h2' | 'h3' }) {
  return (
    <LinkCard
      href={`/blog/${post.slug}`}
      title={post.title}
      heading={heading}
      media={<CardCover media={post.coverImage} tile="aspect-[16/9] bg-slate-100" priority={priority} zoom />}
    >
      <p className="mt-3 flex-1 text-slate-600">{post.excerpt}</p>
      <PostMeta post={post} className="mt-5 text-slate-600" />
    </LinkCard>
  )
}
