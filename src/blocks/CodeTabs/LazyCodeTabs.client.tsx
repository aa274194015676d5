'use client'

import dynamic from 'next/dynamic'

/**
 * The block sits in the page renderer every CMS page shares, so importing the tabs directly
 * would put them into every page's first load. Loaded this way, only a page that shows code
 * tabs fetches them; the server still renders their markup, every panel included.
 */
export const LazyCodeTabs = dynamic(() => import('@/ui/code/CodeTabs.client').then((module) => module.CodeTabs))
