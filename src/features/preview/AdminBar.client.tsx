'use client'

import { adminDocumentUrl, disableDraftUrl, documentAt } from '@/cms/documentRoutes'
import { useAdminDocumentId } from './useAdminDocumentId'

const linkClass =
  'rounded px-2 py-1 font-medium text-white underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

/**
 * The draft-mode tools panel: back to this document in the admin, or out of preview.
 * Both are plain links: 'Exit preview' must never be prefetched (that would end draft mode
 * before the click), and neither needs more than a navigation.
 */
export function AdminBar({ pathname, here }: { pathname: string; here: string }) {
  const target = documentAt(pathname)
  const id = useAdminDocumentId(target)
  return (
    <nav aria-label="Draft mode tools" className="flex items-center gap-1 rounded-lg bg-slate-900 px-2 py-1 text-sm shadow-lg">
      {id ? (
        <a href={adminDocumentUrl(target.collection, id)} className={linkClass}>
          Edit in admin
        </a>
      ) : null}
      <a href={disableDraftUrl(here)} className={linkClass}>
        Exit preview
      </a>
    </nav>
  )
}
