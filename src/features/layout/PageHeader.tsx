import type { ReactNode } from 'react'

import { EmailLinks } from '@/ui/EmailLinks'
import { TokenSeam } from '@/ui/TokenSeam'

import { Container } from './Container'
import { ReadingColumn } from './ReadingColumn'

/**
 * The h1 band of pages without a hero (listings, articles, legal). Its text starts where the
 * page's content does: on the site container's edge (the header's), or, above long-form text
 * set in the centred reading column (`measure="reading"`), on that column's edge.
 */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
  light = false,
  measure = 'container',
}: {
  eyebrow?: string
  title: string
  intro?: string | null
  children?: ReactNode
  light?: boolean
  measure?: 'container' | 'reading'
}) {
  const Width = measure === 'reading' ? ReadingColumn : Container
  return (
    <section className={light ? 'border-b border-slate-200 bg-slate-50 text-slate-900' : 'bg-slate-950 text-white'}>
      <Width className="py-16 desk:py-20">
        {eyebrow ? (
          <p className={`text-sm font-semibold uppercase tracking-wider ${light ? 'text-brand-700' : 'text-brand-300'}`}>{eyebrow}</p>
        ) : null}
        {title ? <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance desk:text-5xl">{title}</h1> : null}
        {intro ? (
          <p className={`mt-5 max-w-3xl text-lg ${light ? 'text-slate-600' : 'text-slate-300'}`}>
            <EmailLinks text={intro} dark={!light} />
          </p>
        ) : null}
        {children}
      </Width>
      <TokenSeam dark={!light} />
    </section>
  )
}
