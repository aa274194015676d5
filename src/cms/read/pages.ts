import 'server-only'

import { TAGS } from '../cacheTags'
import { cachedDocBy, cachedFieldValues } from './cachedQueries'

/** Pages show customers (logo walls, testimonials) and images, so their changes expire pages too. */
export const getPageByPath = cachedDocBy('pages', 'path', [TAGS.pages, TAGS.customers, TAGS.media], 2)
export const getPublishedPagePaths = cachedFieldValues('pages', 'path', TAGS.pages)
