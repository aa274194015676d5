import type { Draft } from '@/cms/draft'
import type { Post } from '@/cms/payload-types'

/** The post being read may be a draft: no categories yet, or not all of them read. */
type Current = Pick<Draft<Post>, 'id' | 'slug' | 'categories'>

const categoryIds = (post: Current) =>
  new Set(
    (post.categories ?? []).flatMap((category) =>
      typeof category === 'object' && category !== null ? (category.id ?? []) : (category ?? []),
    ),
  )

/**
 * What to read next: posts sharing a category with this one first, newest first within each
 * group (the order `all` arrives in), never the post itself.
 */
export function relatedPosts(current: Current, all: Post[], count: number): Post[] {
  const mine = categoryIds(current)
  const others = all.filter((post) => post.id !== current.id && post.slug !== current.slug)
  const shares = (post: Post) => [...categoryIds(post)].some((id) => mine.has(id))
  return [...others.filter(shares), ...others.filter((post) => !shares(post))].slice(0, count)
}
