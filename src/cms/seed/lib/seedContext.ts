import type { RichTextValue } from './richText'

/** What content builders need: the seed day, Markdown conversion and ids of what was seeded before them. */
export type SeedContext = {
  now: Date
  md: (markdown: string) => RichTextValue
  media: (key: string) => number
  author: (name: string) => number
  category: (slug: string) => number
  customer: (slug: string) => number
  /** A product page's id by path: product pages are seeded before the pages that link to them. */
  page: (path: string) => number
}

export type Refs = Record<'media' | 'authors' | 'categories' | 'customers' | 'pages', Map<string, number>>

/** A reference to something the seed did not create is a bug in the seed: fail loudly, naming it. */
export function lookup(refs: Refs, kind: keyof Refs) {
  return (key: string): number => {
    const id = refs[kind].get(key)
    if (id === undefined) throw new Error(`Seed content refers to ${kind} "${key}", which was not seeded`)
    return id
  }
}
