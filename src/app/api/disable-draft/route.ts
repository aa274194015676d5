import { setDraftMode } from '@/features/preview/nextDraftMode'
import { answerDisableDraft } from '@/features/preview/previewResponses'
import { getEnv } from '@/lib/env'

/**
 * GET /api/disable-draft?redirect=/some/page: 'Close preview mode'. A plain link, so it
 * works from any page; behind a proxy the request's own origin may be internal, so the
 * configured site URL also counts as ours when the Referer is read.
 */
export function GET(request: Request) {
  return answerDisableDraft(request, [new URL(getEnv().siteUrl).origin], setDraftMode)
}
