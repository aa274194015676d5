import { getPublishedPagePaths } from '@/cms/read/pages'
import { humaniseSegment } from '@/features/pages/pageMetadata'
import { pathToSegments, segmentsToPath } from '@/features/pages/sitePath'
import { pageOgImage } from '@/features/seo/ogRoutes'

/**
 * The link-preview card of a CMS page served by the catch-all route, at /og/<page path>.
 * Next cannot put an opengraph-image file below a catch-all, so this route stands in
 * for it: prerendered for every published page and regenerated with them.
 */
export const revalidate = 3600
export const dynamicParams = true

type Context = { params: Promise<{ path: string[] }> }

export async function generateStaticParams() {
  return (await getPublishedPagePaths()).filter((path) => path !== '/').map((path) => ({ path: pathToSegments(path) }))
}

export async function GET(_request: Request, { params }: Context) {
  const path = segmentsToPath((await params).path)
  if (!path || path === '/' || !(await getPublishedPagePaths()).includes(path)) {
    return new Response('Not found', { status: 404 })
  }
  const [section] = pathToSegments(path)
  return pageOgImage(path, pathToSegments(path).length > 1 ? humaniseSegment(section!) : undefined, path)
}
