import 'server-only'

import { TAGS } from '../cacheTags'
import { cachedDocBy, cachedFieldValues, cachedList } from './cachedQueries'
import { orLatestDraft } from './drafts'

/**
 * Cached reads for every public collection. Each is tagged with the collections its
 * documents show (a post shows its authors, categories and cover image), so a change to
 * any of them expires the pages, listings, feeds and sitemap that used it. The `…OrDraft`
 * readers are what detail routes render: in draft mode they read the newest draft (see ./drafts).
 */
const postTags = [TAGS.posts, TAGS.authors, TAGS.categories, TAGS.media]
export const getPosts = cachedList('posts', '-publishedAt', postTags)
export const getPostBySlug = cachedDocBy('posts', 'slug', postTags, 2)
export const getPostBySlugOrDraft = orLatestDraft(getPostBySlug, 'posts', 'slug', 2)
export const getPostSlugs = cachedFieldValues('posts', 'slug', TAGS.posts)
export const getCategories = cachedList('categories', 'title', [TAGS.categories], 0)

export const getChangelog = cachedList('changelog', '-publishedAt', [TAGS.changelog])
export const getChangelogBySlug = cachedDocBy('changelog', 'slug', [TAGS.changelog])
export const getChangelogBySlugOrDraft = orLatestDraft(getChangelogBySlug, 'changelog', 'slug', 1)
export const getChangelogSlugs = cachedFieldValues('changelog', 'slug', TAGS.changelog)

export const getWebinars = cachedList('webinars', '-startsAt', [TAGS.webinars])

const paperTags = [TAGS.papers, TAGS.media]
export const getPapers = cachedList('papers', '-publishedAt', paperTags)
export const getPaperBySlug = cachedDocBy('papers', 'slug', paperTags)
export const getPaperBySlugOrDraft = orLatestDraft(getPaperBySlug, 'papers', 'slug', 1)
export const getPaperSlugs = cachedFieldValues('papers', 'slug', TAGS.papers)

export const getPressReleases = cachedList('press', '-publishedAt', [TAGS.press])

const customerTags = [TAGS.customers, TAGS.media]
export const getCustomers = cachedList('customers', 'name', customerTags)
export const getCustomerBySlug = cachedDocBy('customers', 'slug', customerTags)
export const getCustomerBySlugOrDraft = orLatestDraft(getCustomerBySlug, 'customers', 'slug', 1)
export const getCustomerSlugs = cachedFieldValues('customers', 'slug', TAGS.customers)

export const getJobs = cachedList('jobs', 'title', [TAGS.jobs])
export const getJobBySlug = cachedDocBy('jobs', 'slug', [TAGS.jobs])
export const getJobBySlugOrDraft = orLatestDraft(getJobBySlug, 'jobs', 'slug', 1)
export const getJobSlugs = cachedFieldValues('jobs', 'slug', TAGS.jobs)

export const getLegalBySlug = cachedDocBy('legal', 'slug', [TAGS.legal])
export const getLegalBySlugOrDraft = orLatestDraft(getLegalBySlug, 'legal', 'slug', 1)
export const getLegalSlugs = cachedFieldValues('legal', 'slug', TAGS.legal)
