import type { ReactNode } from 'react'

/** Long-form text (articles, legal documents, job descriptions) at a readable measure, centred. */
export function ReadingColumn({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto max-w-3xl px-4 desk:px-6 ${className}`}>{children}</div>
}
