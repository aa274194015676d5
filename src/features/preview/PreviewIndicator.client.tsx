'use client'

import { disableDraftUrl } from '@/cms/documentRoutes'

/**
 * The preview-mode indicator, so an editor never mistakes drafts for the live site, with
 * 'Close preview mode': a plain GET to /api/disable-draft that brings them back to this page.
 */
export function PreviewIndicator({ here }: { here: string }) {
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-lg bg-amber-300 px-3 py-2 text-sm font-medium text-slate-950 shadow-lg"
    >
      <span>Preview mode</span>
      <a
        href={disableDraftUrl(here)}
        className="underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-950"
      >
        Close preview mode
      </a>
    </div>
  )
}
