import type { CollectionConfig, FieldHook, Validate } from 'payload'

import { canEditContent } from '../../access/roles'
import { TAGS } from '../../cacheTags'
import { flattenRedirectChains } from './hooks/flattenRedirectChains'
import { revalidateCollection, revalidateCollectionOnDelete } from '../../hooks/revalidate'
import { formatTarget, isRedirectablePath, parseTarget, redirectKey } from '@/lib/redirects/normalise'

/** Stored in one spelling, so `/Old/`, `old` and `/old?x=1` cannot become three rules for one address. */
const normaliseFrom: FieldHook = ({ value }) => (typeof value === 'string' ? (redirectKey(value) ?? value) : value)
const normaliseTo: FieldHook = ({ value }) => {
  const target = typeof value === 'string' ? parseTarget(value) : null
  return target ? formatTarget(target) : value
}

type RedirectData = { from?: string | null; to?: string | null }

/** Another redirect from `path`, if there is one: `id` is the redirect being saved. */
async function otherRedirectFrom(path: string, { req, id }: Parameters<Validate>[1]) {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { and: [{ from: { equals: path } }, ...(id === undefined ? [] : [{ id: { not_equals: id } }])] },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0] ?? null
}

const validateFrom: Validate<string, unknown, RedirectData> = async (value, options) => {
  const path = typeof value === 'string' ? redirectKey(value) : null
  if (!path) return 'Enter an address on this site that starts with /, such as /old-pricing (no domain, no query string)'
  if (!isRedirectablePath(path)) return 'Addresses under /api, /admin and /_next are not pages and cannot be redirected'
  if (await otherRedirectFrom(path, options)) return `A redirect from ${path} already exists: edit that one instead`
  return true
}

/**
 * No loops and no chains. A target equal to the address is refused; so is a target that is
 * itself redirected, with the final address to use instead (refused rather than silently
 * changed, so the editor sees where visitors will land). The other way round, redirects that
 * lead to this one's address are flattened when it is saved (see flattenRedirectChains).
 */
const validateTo: Validate<string, unknown, RedirectData> = async (value, options) => {
  const target = typeof value === 'string' ? parseTarget(value) : null
  if (!target) return 'Enter an address on this site that starts with /, such as /pricing, or a full https:// address'
  if (target.kind === 'url') return true
  const from = typeof options.siblingData.from === 'string' ? redirectKey(options.siblingData.from) : null
  const key = redirectKey(target.path)
  if (key === from) return 'A redirect cannot lead to its own address'
  const onward = key === null ? null : await otherRedirectFrom(key, options)
  if (onward) {
    return `${target.path} is itself redirected to ${onward.to}: enter ${onward.to} here, so visitors are not sent through two redirects`
  }
  return true
}

/**
 * Redirects served by src/proxy.ts before any page, also for pages renamed or deleted.
 * Content staff manage them; nobody else reads them through the API (the proxy gets its
 * table from the signed /api/redirect-rules endpoint).
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  access: { read: canEditContent, create: canEditContent, update: canEditContent, delete: canEditContent },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'type', 'updatedAt'],
    description:
      'Visitors asking for the old address are sent to the new one before any page is served. Changes apply within a few seconds.',
  },
  defaultSort: 'from',
  hooks: {
    afterChange: [flattenRedirectChains, revalidateCollection(TAGS.redirects)],
    afterDelete: [revalidateCollectionOnDelete(TAGS.redirects)],
  },
  fields: [
    {
      name: 'from',
      label: 'Old address',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [normaliseFrom] },
      validate: validateFrom,
      admin: { description: 'A path on this site, e.g. /old-pricing or /blog/old-post. A query string or trailing / is removed.' },
    },
    {
      name: 'to',
      label: 'New address',
      type: 'text',
      required: true,
      hooks: { beforeValidate: [normaliseTo] },
      validate: validateTo,
      admin: {
        description:
          'A path on this site (the visitor’s query string is kept), or a full https:// address on another site.',
      },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: '301',
      options: [
        { label: '301 Moved permanently', value: '301' },
        { label: '302 Found (temporary)', value: '302' },
      ],
      admin: { description: 'Permanent (301) moves search engines to the new address; temporary (302) keeps the old one indexed.' },
    },
  ],
}
