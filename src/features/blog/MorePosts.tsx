import type { Post } from '@/cms/payload-types'
import { posts } from '@/cms/read/collections'
import { Container } from '@/features/layout/Container'
import { PostCard } from './PostCard'
import { relatedPosts } from './relatedPosts'

const RELATED = 3

/** The end of a post: three more to read, so a reader who finished one is not left at the footer. */
export async function MorePosts({ current }: { current: Post }) {
  const next = relatedPosts(current, await posts.list(), RELATED)
  if (next.length === 0) return null
  return (
    <section aria-labelledby="more-posts" className="border-t border-slate-200 bg-slate-50 py-16 desk:py-20">
      <Container>
        <h2 id="more-posts" className="text-2xl font-bold tracking-tight text-slate-900 desk:text-3xl">
          Keep reading
        </h2>
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {next.map((post) => (
            <li key={post.id}>
              <PostCard post={post} heading="h3" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
