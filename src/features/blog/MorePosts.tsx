import type { Draft } from '@/cms/draft'
import type { Post } from '@/cms/payload-types'
import { posts } from '@/cms/read/collections'
import { RelatedBand } from '@/features/layout/RelatedBand'
import { PostCard } from './PostCard'
import { relatedPosts } from './relatedPosts'

const RELATED = 3

/** The end of a post: three more to read, so a reader who finished one is not left at the footer. */
export async function MorePosts({ current }: { current: Draft<Post> }) {
  const next = relatedPosts(current, await posts.list(), RELATED)
  if (next.length === 0) return null
  return (
    <RelatedBand id="more-posts" heading="Keep reading">
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {next.map((post) => (
          <li key={post.id}>
            <PostCard post={post} heading="h3" />
          </li>
        ))}
      </ul>
    </RelatedBand>
  )
}
