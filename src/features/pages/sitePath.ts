import { SITE_PATH } from '@/cms/fields/pathField'

/**
 * Route segments to a page path, or null when they cannot name a page (so the
 * request becomes a 404 without touching the database).
 */
export function segmentsToPath(segments: string[] | undefined): string | null {
  if (!segments || segments.length === 0) return '/'
  if (segments.length > 8) return null
  let decoded: string[]
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
  // An encoded slash (`products%2Frelay`) would give a page a second address: refuse it.
  if (decoded.some((segment) => segment.includes('/'))) return null
  const path = `/${decoded.join('/')}`
  return SITE_PATH.test(path) ? path : null
}

export const pathToSegments = (path: string): string[] => path.split('/').filter(Boolean)
