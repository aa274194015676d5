import { Link } from '@/ui/Link.client'

import type { Category } from '@/cms/payload-types'
import { blogHref } from './pagination'

/** Filter links; the current one is marked for assistive technology and styled to match. */
export function CategoryNav({ categories, current }: { categories: Category[]; current: Category | null }) {
  const items = [{ slug: null, title: 'All posts' }, ...categories]
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const active = (current?.slug ?? null) === item.slug
          return (
            <li key={item.slug ?? 'all'}>
              <Link
                href={blogHref({ category: item.slug })}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex rounded-full px-4 py-1.5 text-sm font-medium ring-1 transition ${
                  active
                    ? 'bg-slate-900 text-white ring-slate-900'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100 hover:text-slate-900'
                }`}
              >
                {item.title}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
