import 'server-only'

import { TAGS } from '../cacheTags'
import { cachedDocBy, cachedFieldValues, cachedList } from './cachedQueries'
import { orLatestDraft } from './drafts'

/**
 * Pages show customers (logo walls, testimonials), images and links to other documents' current
 * addresses, so those changes expire pages too.
 */
export const getPageByPath = cachedDocBy('pages', 'path', [TAGS.pages, TAGS.customers, TAGS.media, TAGS.addresses], 2)
/** What page routes render: the published page, or in draft mode the newest draft (see ./drafts). */
export const getPageByPathOrDraft = orLatestDraft(getPageByPath, 'pages', 'path', 2)
export const getPublishedPagePaths = cachedFieldValues('pages', 'path', TAGS.pages)
/** Every published page, whole at depth 0, by address: what /llms-full.txt reads its blocks from. */
export const getPublishedPages = cachedList('pages', 'path', [TAGS.pages], 0)
