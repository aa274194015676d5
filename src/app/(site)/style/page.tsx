import type { Metadata } from 'next'

import { SiteShell } from '@/features/shell/SiteShell'
import { StyleGuide } from '@/features/style-guide/StyleGuide'

/** For signed-in editors only (StyleGuide answers 404 to anyone else): never indexed, never in the sitemap. */
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Style guide', robots: { index: false, follow: false } }

export default function StylePage() {
  return (
    <SiteShell>
      <StyleGuide />
    </SiteShell>
  )
}
