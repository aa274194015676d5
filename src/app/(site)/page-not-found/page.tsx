import { PageNotFound, pageNotFoundMetadata } from '@/features/shell/PageNotFound'

/**
 * The 404 page as a prerendered document: the server sends it, with status 404, in place of
 * the empty document Next renders for notFound() on a path outside generateStaticParams
 * (src/server/notFoundDocument.ts). Visited directly it answers 404 too.
 */
export const revalidate = 3600
export const metadata = pageNotFoundMetadata

export default PageNotFound
