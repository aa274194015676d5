import type { ReactNode } from 'react'

import { Container } from './Container'

/**
 * The band that ends a detail page with more of its kind (other stories, more posts): a
 * tinted section named by its h2, so the cards in it take h3.
 */
export function RelatedBand({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 bg-slate-50 py-16 desk:py-20">
      <Container>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 desk:text-3xl">
          {heading}
        </h2>
        <div className="mt-8">{children}</div>
      </Container>
    </section>
  )
}
