import type { Draft } from '@/cms/draft'
import type { Page } from '@/cms/payload-types'

export type RelatedCard = { href: string; title: string; summary: string }

/** The first sentence of a description, which is what a card has room for. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim())
  return (match ? match[0] : text).trim()
}

/**
 * The picked pages as cards: only pages that were read (an id means unpublished or deleted),
 * each once, in the editor's order. In a preview a picked page may be a draft itself: it has a
 * card once it has an address and a title.
 */
export function relatedCards(products: readonly (number | Draft<Page> | null | undefined)[] | null | undefined): RelatedCard[] {
  const seen = new Set<string>()
  return (products ?? []).flatMap((product) => {
    if (typeof product !== 'object' || !product?.path || !product.title || seen.has(product.path)) return []
    seen.add(product.path)
    return [{ href: product.path, title: product.title, summary: firstSentence(product.description ?? '') }]
  })
}
