import type { Changelog, Customer, Job, Legal, Page, Paper, Post, Press, Webinar } from '../payload-types'
import { pageMarkdown, type ToMarkdown } from './blockMarkdown'

/** What a published document says, in words: its title, a one-line summary and its body as Markdown. */
export type DocumentText = { title: string; summary: string; body: string }

type Texts = {
  pages: Page
  posts: Post
  changelog: Changelog
  webinars: Webinar
  papers: Paper
  press: Press
  customers: Customer
  jobs: Job
  legal: Legal
}
export type TextCollection = keyof Texts

/**
 * The words of each public content type, in one place: /llms-full.txt prints them and the site
 * search indexes them, so an agent and a visitor's search read the same text. A paper's body is
 * its PDF, which neither reads: its abstract stands for it.
 */
export const DOCUMENT_TEXT: { [C in TextCollection]: (doc: Texts[C], md: ToMarkdown) => DocumentText } = {
  pages: (page, md) => ({ title: page.title, summary: page.description ?? '', body: pageMarkdown(page, md) }),
  posts: (post, md) => ({ title: post.title, summary: post.excerpt, body: md(post.content) }),
  changelog: (entry, md) => ({ title: entry.title, summary: entry.summary, body: md(entry.content) }),
  webinars: (webinar, md) => ({ title: webinar.title, summary: webinar.summary, body: md(webinar.content) }),
  papers: (paper) => ({ title: paper.title, summary: paper.abstract, body: '' }),
  press: (release, md) => ({ title: release.title, summary: release.summary, body: md(release.content) }),
  customers: (story, md) => ({
    title: story.name,
    summary: story.headline || story.summary,
    body: [story.summary, md(story.content)].filter(Boolean).join('\n\n'),
  }),
  jobs: (job, md) => ({ title: job.title, summary: job.summary, body: md(job.description) }),
  legal: (doc, md) => ({ title: doc.title, summary: doc.summary, body: md(doc.content) }),
}

/**
 * The text of a document of any of those collections (the caller knows the collection at run
 * time only). A draft may be incomplete, whatever its type says: a missing field is empty text.
 */
export function documentText(collection: TextCollection, doc: unknown, md: ToMarkdown): DocumentText {
  const { title, summary, body } = (DOCUMENT_TEXT[collection] as (doc: unknown, md: ToMarkdown) => DocumentText)(doc, md)
  return { title: title ?? '', summary: summary ?? '', body: body ?? '' }
}
