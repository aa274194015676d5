'use client'

import { useEffect } from 'react'

import { ReadingColumn } from '@/features/layout/ReadingColumn'
import { onPreviewRefreshed } from '@/features/preview/previewRefreshed'
import { buttonClass } from '@/ui/button'

/**
 * What a page shows when it fails to render (app/(site)/error.tsx). It sits inside the site's
 * layout, so the preview tools stay mounted: with Next's default error document in their
 * place, nothing told the admin the pane was ready or listened for its saves, and a draft
 * that failed once (a field still empty) stayed broken until the admin was reloaded. Next
 * resets this boundary only when the path changes, and the preview tools' refresh on save
 * keeps the path, so each of their refreshes also retries here (previewRefreshed.ts; visitors'
 * pages never load the tools, so nothing announces one): `retry` fetches the page again and
 * resets the boundary in one transition. (While the error shows, a save fetches the page twice.)
 */
export function PageError({ retry }: { retry: () => void }) {
  useEffect(() => onPreviewRefreshed(retry), [retry])
  return (
    <main id="main">
      <ReadingColumn className="py-32 text-center">
        <h1 className="text-4xl font-bold tracking-tight">This page couldn’t load</h1>
        <p className="mt-6 text-lg text-slate-600">Something went wrong on our side. Please try again.</p>
        <button type="button" onClick={retry} className={buttonClass('primary', 'light', 'mt-10')}>
          Try again
        </button>
      </ReadingColumn>
    </main>
  )
}
