import 'server-only'

import { slugPath } from '@/cms/documentRoutes'
import * as readers from '@/cms/read/collections'
import { getPublishedPages } from '@/cms/read/pages'
import { payloadClient } from '@/cms/read/payload'
import { richTextToMarkdown } from '@/cms/richTextMarkdown'
import { getEnv } from '@/lib/env'

import { brandName } from '../seo/brand'
import { sitemapEntries } from '../seo/sitemapEntries'
import { getSitemapSources } from '../seo/sitemapSources'
import { pageMarkdown, type ToMarkdown } from './blockMarkdown'
import type { LlmsDoc, LlmsSection, LlmsSite } from './llmsText'

let converter: Promise<ToMarkdown> | undefined
const toMarkdown = async () => (converter ??= payloadClient().then(richTextToMarkdown))

/** Pages under these addresses get a section of their own; every other page is under "Pages". */
const PAGE_SECTIONS = [
  { prefix: '/products', title: 'Products' },
  { prefix: '/solutions', title: 'Solutions' },
] as const
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

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

  const pageDocs = listed(pages, (page) => page.path, (page, url) => ({
    title: page.title,
    url,
    summary: page.description,
    body: pageMarkdown(page, md),
  }))
  const pageSection = (path: string) => PAGE_SECTIONS.find(({ prefix }) => under(path, prefix))?.title ?? 'Pages'
  const pagesIn = (title: string) => pageDocs.filter((doc) => pageSection(new URL(doc.url).pathname) === title)

  const sections: LlmsSection[] = [
    { title: 'Pages', docs: pagesIn('Pages') },
    ...PAGE_SECTIONS.map(({ title }) => ({ title, docs: pagesIn(title) })),
    {
      title: 'Blog',
      docs: slugged('posts', posts, (p, url) => ({ title: p.title, url, summary: p.excerpt, body: md(p.content) })),
    },
    {
      title: 'Changelog',
      docs: slugged('changelog', changelog, (c, url) => ({ title: c.title, url, summary: c.summary, body: md(c.content) })),
    },
    {
      title: 'Webinars',
      docs: slugged('webinars', webinars, (w, url) => ({ title: w.title, url, summary: w.summary, body: md(w.content) })),
    },
    {
      title: 'Papers',
      docs: slugged('papers', papers, (p, url) => ({ title: p.title, url, summary: p.abstract, body: '' })),
    },
    {
      title: 'Press',
      // Listed only while their page is: the anchors point into it.
      docs: (advertised.has(urlOf('/press')) ? press : []).map((r) => ({
        title: r.title,
        url: `${siteUrl}/press#${encodeURIComponent(r.slug)}`,
        summary: r.summary,
        body: md(r.content),
      })),
    },
    {
      title: 'Customers',
      docs: slugged('customers', customers, (c, url) => ({
        title: c.name,
        url,
        summary: c.headline || c.summary,
        body: [c.summary, md(c.content)].filter(Boolean).join('\n\n'),
      })),
    },
    {
      title: 'Careers',
      docs: slugged('jobs', jobs, (j, url) => ({ title: j.title, url, summary: j.summary, body: md(j.description) })),
    },
    {
      title: 'Legal',
      docs: slugged('legal', legal, (l, url) => ({ title: l.title, url, summary: l.summary, body: md(l.content) })),
    },
  ]
  const home = pages.find((page) => page.path === '/')
  return { brand, summary: home?.description ?? '', sections }
}
