import Link from 'next/link'

import type { Customer } from '@/cms/payload-types'
import { MediaImage } from '@/features/media/MediaImage'

/** A customer in the grid: logo, name, industry and the story's headline; the whole card links to the story. */
export function CustomerCard({ customer }: { customer: Customer }) {
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2">
      <div className="flex h-12 items-center">
        <MediaImage media={customer.logo} sizes="160px" className="h-10 w-auto max-w-40 object-contain object-left" />
      </div>
      <p className="mt-6 text-sm font-medium text-slate-600">
        <span className="text-slate-900">{customer.name}</span> · {customer.industry}
      </p>
      <h2 className="mt-2 flex-1 text-lg font-semibold tracking-tight text-slate-900">
        <Link href={`/customers/${customer.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
          {customer.headline}
        </Link>
      </h2>
      <p className="mt-6 text-sm font-semibold text-brand-700" aria-hidden="true">
        Read the story <span className="inline-block transition group-hover:translate-x-0.5">→</span>
      </p>
    </article>
  )
}
