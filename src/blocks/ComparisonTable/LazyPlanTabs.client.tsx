'use client'

import dynamic from 'next/dynamic'

/**
 * The block sits in the page renderer every CMS page shares: imported directly, the plan tabs
 * would join every page's first load. This way only a page with a comparison fetches them; the
 * server still renders their markup, every panel included.
 */
export const LazyPlanTabs = dynamic(() => import('./PlanTabs.client').then((module) => module.PlanTabs))
