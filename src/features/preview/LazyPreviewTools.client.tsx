'use client'

import dynamic from 'next/dynamic'

/**
 * The preview island as a chunk of its own, fetched only when the after-hydration shell
 * renders this, that is in draft mode (AfterHydrationIslands). A client component the
 * layout imports directly is in every page's first-load JavaScript whether it renders or
 * not; this loader sits in the after-hydration chunk instead.
 */
export const LazyPreviewTools = dynamic(() => import('./PreviewTools.client').then((module) => module.PreviewTools), {
  ssr: false,
})
