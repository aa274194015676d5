import { feedResponse } from '@/features/seo/feedResponse'

/** Prerendered; regenerated when the CMS expires the readers' tags (or hourly at most). */
export const revalidate = 3600

export function GET(): Promise<Response> {
  return feedResponse('changelog', 'atom')
}
