'use client'

import dynamic from 'next/dynamic'

/**
 * The block sits in the page renderer every CMS page shares, so importing the loader directly
 * would put it into every page's first load. Loaded this way, only a page that shows a
 * playground fetches it; the server still renders it with the surface's still preview.
 */
export const LazyPlayground = dynamic(() => import('./PlaygroundLoader.client').then((module) => module.PlaygroundLoader))
