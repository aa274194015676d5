import type { GenerateDescription, GenerateImage, GenerateTitle, GenerateURL } from '@payloadcms/plugin-seo/types'
import type { PayloadRequest } from 'payload'

import { brandedTitle } from '../../lib/brandTitle'
import { getEnv } from '../../lib/env'
import { documentPath } from '../documentRoutes'
import { BRAND } from '../seed/brand'

/** The hard limit of a meta title; search engines show about 60 characters. */
export const META_TITLE_MAX = 70
/** The hard limit of a meta description, as for the content's own description; about 150 show. */
export const META_DESCRIPTION_MAX = 300

/**
 * What the "Auto-generate" buttons fill in, from the document as the form holds it (not yet
 * saved): the generators read it loosely, since any collection with SEO fields may ask and a
 * half-filled form may lack anything. None of them throws: a missing value gives an empty one.
 */
type FormDoc = Record<string, unknown> | undefined

type Args = { doc: FormDoc; collectionConfig?: { slug: string }; req: PayloadRequest }

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')

/** The summary each content type has: a page's description, a post's excerpt, … */
const SUMMARY_FIELDS = ['description', 'excerpt', 'summary', 'abstract'] as const

/** The brand visitors see: the published site settings, else the seed's default. */
async function brandOf(req: PayloadRequest): Promise<string> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0 }).catch(() => null)
  return settings?.brandName?.trim() || BRAND.name
}

/** `text` cut to `max` characters at a word, with an ellipsis. */
function cut(value: string, max: number): string {
  if (value.length <= max) return value
  const head = value.slice(0, max - 1)
  const space = head.lastIndexOf(' ')
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:.–—-]+$/, '')}…`
}

/**
 * The title as the site's `<title>` shows it, brand included once (first on the home page),
 * so the snippet preview and the length indicator match what visitors see. A title too long
 * for that is given bare (the site still adds the brand), and cut if it is still too long.
 */
export async function metaTitle({ doc, collectionConfig, req }: Args): Promise<string> {
  const title = text(doc?.title)
  if (!title) return ''
  const brandFirst = collectionConfig?.slug === 'pages' && doc?.path === '/'
  const branded = brandedTitle(title, await brandOf(req), { brandFirst })
  return branded.length <= META_TITLE_MAX ? branded : cut(title, META_TITLE_MAX)
}

/** The content's own summary. */
export function metaDescription({ doc }: Pick<Args, 'doc'>): string {
  const summary = SUMMARY_FIELDS.map((name) => text(doc?.[name])).find(Boolean) ?? ''
  return cut(summary, META_DESCRIPTION_MAX)
}

const uploadId = (value: unknown): number | string | null => {
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) return value
  if (value && typeof value === 'object' && 'id' in value) return uploadId(value.id)
  return null
}

/** The image the content leads with: a post's cover, a page's hero image. Empty when it has none. */
export function metaImage({ doc }: Pick<Args, 'doc'>): number | string {
  const cover = uploadId(doc?.coverImage)
  if (cover !== null) return cover
  const layout = Array.isArray(doc?.layout) ? (doc.layout as unknown[]) : []
  const hero = layout.find(
    (block): block is { image?: unknown } =>
      typeof block === 'object' && block !== null && (block as { blockType?: unknown }).blockType === 'hero',
  )
  return uploadId(hero?.image) ?? ''
}

/** The document's public address, as the preview shows it above the title. */
export function metaUrl({ doc, collectionConfig }: Pick<Args, 'doc' | 'collectionConfig'>): string {
  const { siteUrl } = getEnv()
  const path = collectionConfig && doc ? documentPath(collectionConfig.slug, doc) : null
  return `${siteUrl}${path ?? '/'}`
}

export const generateTitle: GenerateTitle = metaTitle
export const generateDescription: GenerateDescription = metaDescription
export const generateImage: GenerateImage = metaImage
export const generateURL: GenerateURL = metaUrl
