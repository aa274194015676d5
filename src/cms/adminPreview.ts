import type { GeneratePreviewURL, RootLivePreviewConfig } from 'payload'

import { documentPath, previewUrl } from './documentRoutes'

/**
 * The admin opens previews through /api/preview, which checks the editor's session before
 * turning draft mode on. The URL is relative: the admin and the site are one app on one
 * origin, whatever host the editor reached it by. A document without an address yet (a new
 * page before its path is typed) has no preview.
 */
const previewOf = (collection: string | undefined, doc: Record<string, unknown>) => {
  const path = collection ? documentPath(collection, doc) : null
  return path ? previewUrl(path) : null
}

/** The Preview button of a collection's edit view. */
export const previewButton =
  (collection: string): GeneratePreviewURL =>
  (doc) =>
    previewOf(collection, doc)

/** Live preview: the page beside the form, at the sizes our layouts change at. */
export const livePreview: RootLivePreviewConfig = {
  collections: ['pages', 'posts'],
  // The shell's globals show on every page: they are previewed on the home page.
  globals: ['header-nav', 'footer', 'banner', 'site-settings'],
  url: ({ collectionConfig, globalConfig, data }) =>
    globalConfig ? previewUrl('/') : previewOf(collectionConfig?.slug, data),
  breakpoints: [
    { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
    { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
    { name: 'mobile', label: 'Mobile', width: 375, height: 812 },
  ],
}
