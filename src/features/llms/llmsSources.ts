import 'server-only'

import { PAGE_SECTIONS, pageKind, slugPath, type PageKind } from '@/cms/documentRoutes'
import * as readers from '@/cms/read/collections'
import { getPublishedPages } from '@/cms/read/pages'
import { payloadClient } from '@/cms/read/payload'
import { DOCUMENT_TEXT, type DocumentText } from '@/cms/text/documentText'
import { richTextToMarkdown } from '@/cms/text/richTextMarkdown'
import { getEnv } from '@/lib/env'

import { brandName } from '../seo/brand'
import { sitemapEntries } from '../seo/sitemapEntries'
import { getSitemapSources } from '../seo/sitemapSources'
import type { LlmsDoc, LlmsSection, LlmsSite } from './llmsText'

const toMarkdown = async () => richTextToMarkdown(await payloadClient())

type Slugged = { slug: string }

/**
 * Everything /llms.txt and /llms-full.txt list, through the same cached readers as the pages,
 * feeds and sitemap (published documents only, as an anonymous reader), so a publish, unpublish
 * or delete expires them by the same tags. Which documents are listed is the sitemap's rule:
 * a page or document appears only if the sitemap advertises its address (published, not noindex).
 * Press releases have no page each: they are listed at their anchor on /press.
 */
export async function loadLlmsSite(): Promise<LlmsSite> {
  const { siteUrl } = getEnv()
  const [sources, brand, md, pages, posts, changelog, webinars, papers, press, customers, jobs, legal] =
    await Promise.all([
      getSitemapSources(),
      brandName(),
      toMarkdown(),
      getPublishedPages(),
      readers.posts.list(),
      readers.changelog.list(),
      readers.webinars.list(),
      readers.papers.list(),
      readers.getPressReleases(),
      readers.customers.list(),
      readers.jobs.list(),
      readers.legal.list(),
    ])
  const advertised = new Set(sitemapEntries(siteUrl, sources).map(({ url }) => url))
  const urlOf = (path: string) => (path === '/' ? siteUrl : `${siteUrl}${path}`)
  const listed = <D>(docs: D[], path: (doc: D) => string, toDoc: (doc: D, url: string) => LlmsDoc) =>
    docs.flatMap((doc) => {
      const url = urlOf(path(doc))
      return advertised.has(url) ? [toDoc(doc, url)] : []
    })
  const slugged = <D extends Slugged>(collection: Parameters<typeof slugPath>[0], docs: D[], toDoc: (doc: D, url: string) => LlmsDoc) =>
    listed(docs, (doc) => slugPath(collection, encodeURIComponent(doc.slug)), toDoc)

  const asDoc = ({ title, summary, body }: DocumentText, url: string): LlmsDoc => ({ title, url, summary, body })
  const pageDocs = listed(pages, (page) => page.path, (page, url) => asDoc(DOCUMENT_TEXT.pages(page, md), url))
  const pagesIn = (kind: PageKind) => pageDocs.filter((doc) => pageKind(new URL(doc.url).pathname) === kind)

  const sections: LlmsSection[] = [
    { title: 'Pages', docs: pagesIn('pages') },
    ...PAGE_SECTIONS.map(({ kind, title }) => ({ title, docs: pagesIn(kind) })),
    { title: 'Blog', docs: slugged('posts', posts, (p, url) => asDoc(DOCUMENT_TEXT.posts(p, md), url)) },
    { title: 'Changelog', docs: slugged('changelog', changelog, (c, url) => asDoc(DOCUMENT_TEXT.changelog(c, md), url)) },
    { title: 'Webinars', docs: slugged('webinars', webinars, (w, url) => asDoc(DOCUMENT_TEXT.webinars(w, md), url)) },
    { title: 'Papers', docs: slugged('papers', papers, (p, url) => asDoc(DOCUMENT_TEXT.papers(p, md), url)) },
    {
      title: 'Press',
      // Listed only while their page is: the anchors point into it.
      docs: (advertised.has(urlOf('/press')) ? press : []).map((r) =>
        asDoc(DOCUMENT_TEXT.press(r, md), `${siteUrl}/press#${encodeURIComponent(r.slug)}`),
      ),
    },
    { title: 'Customers', docs: slugged('customers', customers, (c, url) => asDoc(DOCUMENT_TEXT.customers(c, md), url)) },
    { title: 'Careers', docs: slugged('jobs', jobs, (j, url) => asDoc(DOCUMENT_TEXT.jobs(j, md), url)) },
    { title: 'Legal', docs: slugged('legal', legal, (l, url) => asDoc(DOCUMENT_TEXT.legal(l, md), url)) },
  ]
  const home = pages.find((page) => page.path === '/')
  return { brand, summary: home?.description ?? '', sections }
}
