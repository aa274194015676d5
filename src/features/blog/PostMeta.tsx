import { formatDate } from '@/features/layout/formatDate'
import { joinNames, postAuthors } from './authors'

/** What the line shows of a post; a draft may have neither date nor authors yet. */
type Byline = {
  publishedAt?: string | null
  authors?: readonly (number | { name?: string | null } | null | undefined)[] | null
}

/** Date and byline, shared by the cards and the article; nothing for a draft with neither. */
export function PostMeta({ post, className = '' }: { post: Byline; className?: string }) {
  const names = postAuthors(post).flatMap((author) => author.name || [])
  if (!post.publishedAt && names.length === 0) return null
  return (
    <p className={`text-sm ${className}`}>
      {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
      {names.length > 0 ? (
        <>
          {post.publishedAt ? <span aria-hidden="true"> · </span> : null}
          <span>
            {post.publishedAt ? <span className="sr-only">, by </span> : null}
            {joinNames(names)}
          </span>
        </>
      ) : null}
    </p>
  )
}
