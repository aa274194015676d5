import { seoPlugin } from '@payloadcms/plugin-seo'
import type { CheckboxField, Field } from 'payload'

import { generateDescription, generateImage, generateTitle, generateURL, META_DESCRIPTION_MAX, META_TITLE_MAX } from './generateMeta'

/** The public collections whose documents carry their own search and link-preview fields. */
export const SEO_COLLECTIONS = ['pages', 'posts'] as const

/** Ours, beside the plugin's fields: the plugin has no robots setting. */
const noindexField: CheckboxField = {
  name: 'noindex',
  type: 'checkbox',
  defaultValue: false,
  label: 'Hide from search engines',
}

/**
 * A limit enforced on save, with a message at the field. It is not the field's `maxLength`:
 * the plugin's length indicator reads that, and should keep showing what search engines
 * display (about 60 and 150 characters), not the longest text the site accepts.
 */
const atMost =
  (max: number) =>
  (value: unknown): string | true =>
    typeof value === 'string' && value.length > max ? `At most ${max} characters (this has ${value.length}).` : true

/**
 * The plugin's field components show a label but no description: the label says what an
 * empty field falls back to, and that the site adds the brand to the title itself.
 */
const LABELS: Record<string, string> = {
  title: 'Title in search results (empty: the title; the brand is added once)',
  description: 'Description in search results (empty: the description or excerpt)',
  image: 'Link preview image, 1200×630 (empty: a card made from the title)',
}

const LIMITS: Record<string, number> = { title: META_TITLE_MAX, description: META_DESCRIPTION_MAX }

/** The plugin's fields with our labels and limits, and `noindex` before the snippet preview. */
function metaFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  const fields = defaultFields.map((field): Field => {
    if (!('name' in field) || !(field.name in LABELS)) return field
    const limit = LIMITS[field.name]
    return { ...field, label: LABELS[field.name], ...(limit ? { validate: atMost(limit) } : {}) } as Field
  })
  const preview = fields.findIndex((field) => 'name' in field && field.name === 'preview')
  return [...fields.slice(0, preview), noindexField, ...fields.slice(preview)]
}

/**
 * Payload's SEO plugin: a `meta` group (overview, title, description and image with
 * "Auto-generate" and length indicators, our `noindex`, and a search-result preview) at the
 * end of each SEO collection's form, as one group rather than the plugin's tabs, so the
 * editing form keeps its single column. The generators derive from the content (generateMeta.ts).
 */
export const seo = () =>
  seoPlugin({
    collections: [...SEO_COLLECTIONS],
    uploadsCollection: 'media',
    tabbedUI: false,
    fields: metaFields,
    generateTitle,
    generateDescription,
    generateImage,
    generateURL,
  })
