import type { Author, Post } from '@/cms/payload-types'

/** Populated authors only: an id left unpopulated (a deleted author) has no name to show. */
export const postAuthors = (post: Pick<Post, 'authors'>): Author[] =>
  post.authors.filter((author): author is Author => typeof author === 'object' && author !== null)

/** "Ada", "Ada and Grace", "Ada, Grace and Linus". */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}
