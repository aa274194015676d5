/** A post's byline as stored: author ids, populated authors, or in a draft nothing yet. */
type Byline<A> = { authors?: readonly (number | A | null | undefined)[] | null }

/** Populated authors only: an id left unpopulated (a deleted author) has no name to show. */
export const postAuthors = <A extends object>(post: Byline<A>): A[] =>
  (post.authors ?? []).filter((author): author is A => typeof author === 'object' && author !== null)

/** The byline's names, for metadata and structured data. */
export const authorNames = (post: Byline<{ name?: string | null }>): string[] =>
  postAuthors(post).flatMap((author) => author.name?.trim() || [])

/** "Ada", "Ada and Grace", "Ada, Grace and Linus". */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}
