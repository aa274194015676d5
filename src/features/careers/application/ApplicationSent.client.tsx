'use client'

import { useEffect, useRef } from 'react'

/**
 * Replaces the form once the application is stored. The button that had focus is gone, so
 * focus moves here; screen readers read the message as focus lands on it.
 */
export function ApplicationSent({ name }: { name: string }) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className="mt-6 rounded-lg bg-emerald-50 p-5 font-medium text-emerald-900 ring-1 ring-emerald-700 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
    >
      Thanks, {name}. We have received your application and will reply within ten working days.
    </p>
  )
}
