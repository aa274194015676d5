'use client'

import dynamic from 'next/dynamic'

/**
 * The preview island as a chunk of its own. A client component imported by the layout's
 * server code is part of every page's first-load JavaScript whether it renders or not; this
 * small loader is, the indicator, the admin bar and the refresh-on-save are not: their
 * chunk is fetched only when DraftModeTools renders this, that is in draft mode.
 */
export const LazyPreviewTools = dynamic(() => import('./PreviewTools.client').then((module) => module.PreviewTools), {
  ssr: false,
})
