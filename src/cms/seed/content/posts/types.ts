/** A blog post as written: Markdown body, references by author name and category slug. */
export type SeedPost = {
  slug: string
  title: string
  excerpt: string
  category: 'engineering' | 'compliance' | 'product'
  authors: string[]
  daysAgo: number
  markdown: string
}
