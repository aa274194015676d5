import { authenticate, setDraftMode } from '@/features/preview/nextDraftMode'
import { answerPreview } from '@/features/preview/previewResponses'

/**
 * GET /api/preview?path=/some/page: the admin's Preview button and live preview come here.
 * A signed-in admin or editor gets draft mode and is sent to the path; anyone else gets 401.
 */
export function GET(request: Request) {
  return answerPreview(request, authenticate, setDraftMode)
}
