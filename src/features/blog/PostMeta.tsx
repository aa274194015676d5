import type { Post } from '@/cms/payload-types'
import { formatDate } from '@/features/layout/formatDate'
import { joinNames, postAuthors } from './authors'

/** Date and byline, shared by the cards and the article. */
export function PostMeta({
  post,
  className = '',
}: {
  post: Pick<Post, 'publishedAt' | 'authors'>
  className?: string
}) {
  const names = postAuthors(post).map((author) => author.name)
  return (
    <p className={`text-sm ${className}`}>
      <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
      {names.length > 0 ? (
        <>
          <span aria-hidden="true"> · </span>
          <span>
            <span className="sr-only">, by </span>
            {joinNames(names)}
          </span>
        </>
      ) : null}
    </p>
  )
}
