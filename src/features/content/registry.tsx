import type { ReactNode } from 'react'

import { DEPARTMENTS } from '@/cms/collections/Jobs'
import * as readers from '@/cms/read/collections'
import { postAuthors } from '@/features/blog/authors'
import { PostArticle } from '@/features/blog/PostArticle'
import { postJsonLd } from '@/features/blog/postJsonLd'
import { departmentLabel } from '@/features/careers/department'
import { employmentTypeLabel } from '@/features/careers/employmentType'
import { JobBoard } from '@/features/careers/JobBoard.client'
import { JobDetail } from '@/features/careers/JobDetail'
import { groupByDepartment, locationsOf } from '@/features/careers/jobs'
import { jobPostingJsonLd } from '@/features/careers/jobPostingJsonLd'
import { ChangelogEntry } from '@/features/changelog/ChangelogEntry'
import { ChangelogList } from '@/features/changelog/ChangelogList'
import { CustomerCard } from '@/features/customers/CustomerCard'
import { CustomerStory } from '@/features/customers/CustomerStory'
import { LegalDocument } from '@/features/legal/LegalDocument'
import { PaperCard } from '@/features/papers/PaperCard'
import { PaperDetail } from '@/features/papers/PaperDetail'
import { PressRelease } from '@/features/press/PressRelease'
import { FeedLink } from '@/features/seo/FeedLink'
import { eyebrow, formatDay } from '@/features/seo/ogText'
import { WebinarDetail } from '@/features/webinars/WebinarDetail'
import { WebinarSections } from '@/features/webinars/WebinarSections'
import { contentType, listingOf, type Listing } from './contentType'
import { Container } from '@/features/layout/Container'

/**
 * Every public content type, declared once. The routes under src/app/(site) are built from
 * these entries (detailRoute, listingRoute, the OG image factories); adding a type means an
 * entry here, its components, and the route files that call the factories.
 */

/** A listing's band below the page's blocks, and the line it shows when there is nothing yet. */
const empty = (text: string) => <p className="text-slate-600">{text}</p>
const band = (children: ReactNode) => <Container className="py-12 desk:py-16">{children}</Container>

export const posts = contentType({
  collection: 'posts',
  section: 'Blog',
  read: readers.posts,
  name: (post) => post.title,
  metadata: (post) => ({
    title: post.seo?.title || post.title,
    description: post.excerpt,
    noindex: post.seo?.noindex,
    openGraph: {
      type: 'article',
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: postAuthors(post).map((author) => author.name),
    },
  }),
  jsonLd: (post, { siteUrl, brand }) => postJsonLd(post, siteUrl, brand),
  lightHeader: true,
  render: (post) => <PostArticle post={post} />,
  og: {
    alt: 'The title of this blog post on a dark card with the logo',
    card: (post) => {
      const category = post.categories.find((candidate) => typeof candidate === 'object')
      return { eyebrow: eyebrow('Blog', category?.title), title: post.title, description: post.excerpt }
    },
  },
})

export const changelog = contentType({
  collection: 'changelog',
  section: 'Changelog',
  read: readers.changelog,
  name: (entry) => entry.title,
  metadata: (entry) => ({ title: `${entry.title} — Changelog`, description: entry.summary }),
  lightHeader: true,
  render: (entry) => <ChangelogEntry entry={entry} />,
  og: {
    alt: 'The title of this changelog entry on a dark card with the logo',
    card: (entry) => ({
      eyebrow: eyebrow('Changelog', formatDay(entry.publishedAt)),
      title: entry.title,
      description: entry.summary,
    }),
  },
})

export const changelogListing = listingOf(changelog, {
  render: (entries) =>
    band(
      <>
        <FeedLink feed="changelog" className="mb-10" />
        <ChangelogList entries={entries} />
      </>,
    ),
  og: { alt: 'The product changelog on a dark card with the logo', eyebrow: 'Resources', title: 'Changelog' },
})

export const webinars = contentType({
  collection: 'webinars',
  section: 'Webinars',
  read: readers.webinars,
  name: (webinar) => webinar.title,
  metadata: (webinar) => ({ title: `${webinar.title} — Webinar`, description: webinar.summary }),
  // Rendered at most an hour ago (revalidation): 'Register' turns into 'Watch the recording' within the hour.
  render: (webinar) => <WebinarDetail webinar={webinar} now={new Date()} />,
  og: {
    alt: 'The title and date of this webinar on a dark card with the logo',
    // An absolute date, not "upcoming": the image is cached and would go stale.
    card: (webinar) => ({
      eyebrow: eyebrow('Webinar', formatDay(webinar.startsAt)),
      title: webinar.title,
      description: webinar.summary,
    }),
  },
})

export const webinarsListing = listingOf(webinars, {
  // A webinar moves from 'Upcoming' to 'On demand' within an hour of starting.
  render: (all) => <WebinarSections webinars={all} now={new Date()} />,
  og: { alt: 'Webinars on a dark card with the logo', eyebrow: 'Resources', title: 'Webinars' },
})

export const papers = contentType({
  collection: 'papers',
  section: 'Papers',
  read: readers.papers,
  name: (paper) => paper.title,
  metadata: (paper) => ({ title: `${paper.title} — Paper`, description: paper.abstract }),
  lightHeader: true,
  render: (paper) => <PaperDetail paper={paper} />,
  og: {
    alt: 'The title of this paper on a dark card with the logo',
    card: (paper) => ({ eyebrow: 'Whitepaper', title: paper.title, description: paper.abstract }),
  },
})

export const papersListing = listingOf(papers, {
  render: (all) =>
    band(
      all.length > 0 ? (
        <div className="grid gap-8 desk:grid-cols-2 lg:grid-cols-3">
          {all.map((paper, index) => (
            <PaperCard key={paper.id} paper={paper} priority={index === 0} />
          ))}
        </div>
      ) : (
        empty('Our first paper is on its way.')
      ),
    ),
  og: { alt: 'Whitepapers on a dark card with the logo', eyebrow: 'Resources', title: 'Papers' },
})

export const customers = contentType({
  collection: 'customers',
  section: 'Customers',
  read: readers.customers,
  name: (customer) => customer.name,
  metadata: (customer) => ({ title: `${customer.name} customer story`, description: customer.summary }),
  render: (customer) => <CustomerStory customer={customer} />,
  og: {
    alt: 'The headline of this customer story on a dark card with the logo',
    card: (customer) => ({
      eyebrow: eyebrow('Customer story', customer.name),
      title: customer.headline,
      description: customer.summary,
    }),
  },
})

export const customersListing = listingOf(customers, {
  render: (all) =>
    band(
      all.length > 0 ? (
        <ul className="grid gap-6 desk:grid-cols-2 lg:grid-cols-3">
          {all.map((customer) => (
            <li key={customer.id}>
              <CustomerCard customer={customer} />
            </li>
          ))}
        </ul>
      ) : (
        empty('Customer stories are coming soon.')
      ),
    ),
  og: { alt: 'Customer stories on a dark card with the logo', eyebrow: 'Company', title: 'Customers' },
})

export const jobs = contentType({
  collection: 'jobs',
  section: 'Careers',
  read: readers.jobs,
  name: (job) => job.title,
  metadata: (job) => ({ title: `${job.title} — ${job.location}`, description: job.summary }),
  jsonLd: (job, { siteUrl, brand }) => jobPostingJsonLd(job, siteUrl, brand),
  render: (job) => <JobDetail job={job} employmentType={employmentTypeLabel(job.employmentType)} />,
  og: {
    alt: 'The title and location of this job opening on a dark card with the logo',
    card: (job) => ({
      eyebrow: eyebrow(
        'Careers',
        departmentLabel(job.department),
        job.remote ? `${job.location} or remote` : job.location,
      ),
      title: job.title,
      description: job.summary,
    }),
  },
})

export const jobsListing = listingOf(jobs, {
  render: (all) => {
    const groups = groupByDepartment(all, DEPARTMENTS, employmentTypeLabel)
    return band(
      groups.length > 0 ? (
        <JobBoard groups={groups} locations={locationsOf(groups)} />
      ) : (
        empty('No open roles right now. We post new ones here first.')
      ),
    )
  },
  og: { alt: 'Open positions on a dark card with the logo', eyebrow: 'Company', title: 'Careers' },
})

/** Legal has no index page of its own, so the trail goes straight from Home to the document. */
export const legal = contentType({
  collection: 'legal',
  read: readers.legal,
  name: (doc) => doc.title,
  metadata: (doc) => ({ title: doc.title, description: doc.summary }),
  lightHeader: true,
  render: (doc) => <LegalDocument doc={doc} />,
  og: {
    alt: 'The title of this legal document on a dark card with the logo',
    card: (doc) => ({ eyebrow: 'Legal', title: doc.title, description: doc.summary }),
  },
})

/** Press releases are listed in full, newest first (the reader's sort), with no page each. */
export const pressListing: Listing<Awaited<ReturnType<typeof readers.getPressReleases>>[number]> = {
  path: '/press',
  load: readers.getPressReleases,
  render: (releases) => (
    <Container className="py-12 desk:py-16">
      {/* A reading measure, on the page's left edge like the heading above it. */}
      <div className="max-w-3xl divide-y divide-slate-200">
        {releases.length > 0
          ? releases.map((release) => <PressRelease key={release.id} release={release} />)
          : empty('No press releases yet.')}
      </div>
    </Container>
  ),
  og: { alt: 'Press and news on a dark card with the logo', eyebrow: 'Company', title: 'Press' },
}
