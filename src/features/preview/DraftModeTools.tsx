import { draftMode } from 'next/headers'

import { LazyPreviewTools } from './LazyPreviewTools.client'

/**
 * In the site layout on every page. Outside draft mode it renders nothing, so prerendered and
 * ISR pages stay as they were; `draftMode()` is false while prerendering and does not make a
 * page dynamic. The island itself loads lazily (LazyPreviewTools.client.tsx).
 */
export async function DraftModeTools() {
  if (!(await draftMode()).isEnabled) return null
  return <LazyPreviewTools />
}
