import type { ReactNode } from 'react'

export const metadata = { title: 'Framework floor', description: 'A bare Next.js page for the bench.' }

/** The root layout of the bench's bare Next.js page: nothing of the site's own. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
