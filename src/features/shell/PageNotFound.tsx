import { Link } from '@/ui/Link.client'

import { SiteShell } from './SiteShell'
import { ReadingColumn } from '@/features/layout/ReadingColumn'
import { BrowseSections, SearchForm } from '@/ui/SearchForm'

export const pageNotFoundMetadata = { title: 'Page not found', robots: { index: false } }

/**
 * The 404 page inside the site's shell, with the site search and the standing sections, so a
 * dead link is a step, not an end. Next renders it for notFound(); the server also sends
 * its prerendered copy (NOT_FOUND_DOCUMENT_PATH) where Next would send an empty document.
 */
export function PageNotFound() {
  return (
    <SiteShell>
      <section className="bg-slate-950 text-white">
        <ReadingColumn className="py-32 text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">404</p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight">Page not found</h1>
          <p className="mt-6 text-lg text-slate-300">
            The page you were looking for does not exist or has moved.
          </p>
          <SearchForm surface="dark" id="not-found-q" className="mx-auto mt-10 text-left" />
          <BrowseSections surface="dark" className="mt-8 justify-center" />
          <p className="mt-10 text-slate-300">
            <Link href="/" className="font-semibold text-white underline underline-offset-4">
              Go to the home page
            </Link>{' '}
            or{' '}
            <Link href="/contact" className="font-semibold text-white underline underline-offset-4">
              contact us
            </Link>
            .
          </p>
        </ReadingColumn>
      </section>
    </SiteShell>
  )
}
