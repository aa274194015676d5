'use client'

import dynamic from 'next/dynamic'

/**
 * The client root (ClientRoot.client.tsx) arrives just after hydration, in one chunk of its own:
 * no toast can be raised before the page is interactive, and a contact link clicked before
 * then simply opens the contact page. Neither weighs on any page's first-load JavaScript.
 */
export const LazyClientRoot = dynamic(() => import('./ClientRoot.client').then((module) => module.ClientRoot), {
  ssr: false,
})
