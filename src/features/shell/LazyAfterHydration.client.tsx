'use client'

import dynamic from 'next/dynamic'

/**
 * The toaster and the overlay hosts arrive just after hydration, in one chunk of their own:
 * no toast can be raised before the page is interactive, and a contact link clicked before
 * then simply opens the contact page. Neither weighs on any page's first-load JavaScript.
 */
export const LazyAfterHydration = dynamic(() => import('./AfterHydration.client').then((module) => module.AfterHydration), {
  ssr: false,
})
