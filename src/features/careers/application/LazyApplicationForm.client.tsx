'use client'

import dynamic from 'next/dynamic'

/**
 * The form's code (react-hook-form, zod, react-dropzone) loads after hydration and only on
 * job pages. Nothing is rendered on the server: without JavaScript the form could not send
 * a CV, and the section's email link is the way to apply.
 */
export const LazyApplicationForm = dynamic(
  () => import('./ApplicationForm.client').then((module) => module.ApplicationForm),
  { ssr: false },
)
