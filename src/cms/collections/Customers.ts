import type { CollectionConfig, Field } from 'payload'

import { ArchitectureDiagramBlock } from '../../blocks/ArchitectureDiagram/config'
import { TAGS } from '../cacheTags'
import { publishedContent } from '../contentDefaults'
import { previewButton } from '../adminPreview'
import { slugField } from '../fields/slugField'
import { rowLabel } from '../fields/rowLabel'
import { collectionWithEditHistory } from '../admin/withEditHistory'

export const INDUSTRIES = ['Fintech', 'Payments', 'E-commerce', 'Healthcare', 'Marketplaces', 'Crypto'] as const

/**
 * The products a story can name, with their pages. A select rather than a relationship to the
 * product pages: product pages quote customers (testimonials, logo walls), so the seed creates
 * customers first and a relationship back would be a cycle it cannot fill in one pass; and a
 * populated relationship would carry each product page's whole layout into every customer read.
 * The values are GraphQL enum names, hence identifiers (see DEPARTMENTS in Jobs.ts); a unit test
 * keeps labels and paths equal to the seeded product pages.
 */
export const CUSTOMER_PRODUCTS = [
  { value: 'relay', label: 'Relay', path: '/products/relay' },
  { value: 'functions', label: 'Functions', path: '/products/functions' },
  { value: 'enclaves', label: 'Enclaves', path: '/products/enclaves' },
  { value: 'card_collection', label: 'Card Collection', path: '/products/card-collection' },
  { value: 'three_ds', label: '3-D Secure', path: '/products/3ds' },
  { value: 'network_tokens', label: 'Network Tokens', path: '/products/network-tokens' },
  { value: 'bin_lookup', label: 'BIN Lookup', path: '/products/bin-lookup' },
  { value: 'pci', label: 'PCI Compliance', path: '/products/pci' },
  { value: 'page_protection', label: 'Page Protection', path: '/products/page-protection' },
] as const

export type CustomerProduct = (typeof CUSTOMER_PRODUCTS)[number]['value']

/** A copy of plain objects and arrays, functions shared: Payload sanitizes field configs in place. */
const copied = <T>(value: T): T =>
  Array.isArray(value)
    ? (value.map(copied) as T)
    : value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype
      ? (Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copied(item)])) as T)
      : value

/**
 * The architecture diagram block's own heading, intro, lanes and steps, so a story's diagram is
 * stored in the block's shape and drawn by its component. Optional here: older stories have none.
 */
const diagramFields: Field[] = (['heading', 'intro', 'lanes', 'steps'] as const).map((name) => {
  const field = ArchitectureDiagramBlock.fields.find((candidate) => 'name' in candidate && candidate.name === name)
  if (!field) throw new Error(`The architecture diagram block has no "${name}" field: update the customers' architecture group`)
  return { ...copied(field), required: false } as Field
})

/** Case studies. */
export const Customers: CollectionConfig = collectionWithEditHistory({
  slug: 'customers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'industry', '_status'], preview: previewButton('customers') },
  ...publishedContent(TAGS.customers),
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField({ from: 'name' }),
    { name: 'logo', type: 'upload', relationTo: 'media', required: true },
    { name: 'industry', type: 'select', required: true, options: [...INDUSTRIES] },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      label: 'Feature on the customers page',
      admin: {
        position: 'sidebar',
        description: 'The customers page opens with the first featured story in its order; with none, the first story.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'size', type: 'text', maxLength: 40, admin: { width: '50%', description: 'e.g. “1,200 employees”.' } },
        { name: 'region', type: 'text', maxLength: 40, admin: { width: '50%', description: 'Where it operates, e.g. “UK and Ireland”.' } },
      ],
    },
    {
      name: 'products',
      type: 'select',
      hasMany: true,
      options: CUSTOMER_PRODUCTS.map(({ value, label }) => ({ value, label })),
      admin: { description: 'The products the story is about, most important first: shown on its card and in its facts.' },
    },
    { name: 'headline', type: 'text', required: true, admin: { description: 'The story in one sentence; the page’s h1.' } },
    { name: 'summary', type: 'textarea', required: true },
    {
      name: 'quote',
      type: 'group',
      fields: [
        { name: 'text', type: 'textarea', required: true },
        { name: 'author', type: 'text', required: true },
        { name: 'role', type: 'text', required: true },
      ],
    },
    {
      name: 'results',
      type: 'array',
      admin: { ...rowLabel(['label', 'value'], 'Result'), description: 'The first is the story’s headline figure on its card.' },
      minRows: 1,
      maxRows: 4,
      fields: [
        { name: 'value', type: 'text', required: true, maxLength: 16 },
        { name: 'label', type: 'text', required: true },
      ],
    },
    { name: 'content', type: 'richText', required: true },
    {
      name: 'architecture',
      type: 'group',
      label: 'Architecture diagram',
      admin: {
        description: 'How the customer’s systems and ours exchange data, drawn after the story. Left without lanes and steps, the story has no diagram.',
      },
      fields: diagramFields,
    },
  ],
})
