import { Link } from '@/ui/Link.client'

import { SiteShell } from './SiteShell'
import { ReadingColumn } from '@/features/layout/ReadingColumn'
import { buttonClass } from '@/ui/button'

export const pageNotFoundMetadata = { title: 'Page not found', robots: { index: false } }

/**
 * The 404 page inside the site's shell. Next renders it for notFound(); the server also sends
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
          <div className="mt-10 flex justify-center gap-4">
            <Link href="/" className={buttonClass('primary', 'dark')}>
              Go to the home page
            </Link>
            <Link href="/contact" className={buttonClass('secondary', 'dark')}>
              Contact us
            </Link>
          </div>
        </ReadingColumn>
      </section>
    </SiteShell>
  )
}
