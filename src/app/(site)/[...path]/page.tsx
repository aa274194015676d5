import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isDraftMode } from '@/cms/read/drafts'
import { getPageByPathOrDraft, getPublishedPagePaths } from '@/cms/read/pages'
import { CmsPage } from '@/features/pages/CmsPage'
import { pageMetadataWithImage, pageTrail } from '@/features/pages/pageMetadata'
import { pathToSegments, segmentsToPath } from '@/features/pages/sitePath'
import { brandName } from '@/features/seo/brand'
import { breadcrumbList } from '@/features/seo/breadcrumbs'
import { JsonLd } from '@/features/seo/JsonLd'
import { SiteShell } from '@/features/shell/SiteShell'
import { getEnv } from '@/lib/env'

/** Every published page is prerendered; new ones render on first visit and are then cached. */
export const revalidate = 3600
export const dynamicParams = true

type Props = { params: Promise<{ path: string[] }> }

/**
 * Sections with routes of their own: their Pages documents only hold the listing's title and
 * intro, and prerendering them here too would give one address two outputs.
 */
const OWN_ROUTES = ['customers', 'careers', 'blog', 'changelog', 'webinars', 'papers', 'press', 'legal']
const hasOwnRoute = (path: string) => OWN_ROUTES.includes(pathToSegments(path)[0] ?? '')

export async function generateStaticParams() {
  const paths = await getPublishedPagePaths()
  return paths.filter((path) => path !== '/' && !hasOwnRoute(path)).map((path) => ({ path: pathToSegments(path) }))
}

/**
 * Unknown paths are answered from the cached list of published paths, never by a query of their
 * own; in draft mode the editor may preview a page that was never published, so the draft decides.
 */
async function load(params: Props['params']) {
  const path = segmentsToPath((await params).path)
  if (!path || path === '/') return null
  if (!(await isDraftMode()) && !(await getPublishedPagePaths()).includes(path)) return null
  return getPageByPathOrDraft(path)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params)
  return page ? pageMetadataWithImage(await brandName(), page) : {}
}

export default async function Page({ params }: Props) {
  const page = await load(params)
  if (!page) notFound()
  const trail = pageTrail(page.path, page.title, await getPublishedPagePaths())
  return (
    <SiteShell page={page}>
      {trail.length > 0 ? <JsonLd data={breadcrumbList(getEnv().siteUrl, trail)} /> : null}
      <CmsPage page={page} />
    </SiteShell>
  )
}
