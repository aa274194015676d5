import { llmsResponse } from '@/features/llms/llmsResponse'

/** Prerendered; regenerated when the CMS expires the readers' tags on publish (or hourly at most). */
export const revalidate = 3600

export function GET(): Promise<Response> {
  return llmsResponse('full')
}
