'use client'

import dynamic from 'next/dynamic'

/**
 * The toaster arrives after hydration: no toast can be raised before the page is
 * interactive, so its code stays out of the first-load JavaScript.
 */
export const LazyToaster = dynamic(() => import('./Toaster.client').then((module) => module.Toaster), { ssr: false })
