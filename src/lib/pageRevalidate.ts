/**
 * How long a prerendered page, feed, sitemap or OG image is served before Next renders it
 * again in the background even when no edit has expired its cache tags, so time-dependent
 * parts (the featured webinar, upcoming versus past events) move on within the hour.
 *
 * Next reads a route's `export const revalidate` when it builds and accepts only a literal
 * there (not an import, not `60 * 60`), so each route file repeats the number;
 * tests/unit/pageRevalidate.test.ts holds every one of them to this constant.
 */
export const PAGE_REVALIDATE_SECONDS = 3600
