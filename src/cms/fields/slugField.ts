import type { TextField } from 'payload'

import { SLUG } from '../documentRoutes'
import { addressFromTitleHook } from './addressFromTitleHook'
import { duplicateAddress, uniqueAddress } from './uniqueAddress'

/** Slugs that would collide with a fixed route under the same prefix (e.g. /blog/feed.xml). */
const RESERVED = new Set(['index', 'feed', 'atom', 'page', 'category'])

/**
 * A document's slug, made from its title (`from`) as the editor types and locked once published
 * (src/cms/admin/AddressField.client.tsx).
 */
export const slugField = ({ from = 'title', ...overrides }: Partial<TextField> & { from?: string } = {}): TextField =>
  ({
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    hooks: {
      beforeValidate: [addressFromTitleHook('slug', from)],
      beforeChange: [uniqueAddress],
      beforeDuplicate: [duplicateAddress],
    },
    admin: {
      position: 'sidebar',
      description: `The last part of the address, made from the ${from} as you type: lower-case words joined by hyphens.`,
      components: { Field: { path: '/cms/admin/AddressField.client#AddressField', clientProps: { kind: 'slug', from } } },
    },
    validate: (value: string | null | undefined) => {
      if (!value) return `Give it a ${from} to make the slug from, or type a slug: lower-case words joined by hyphens`
      if (!SLUG.test(value)) return 'Use lower-case words joined by hyphens'
      return !RESERVED.has(value) || `“${value}” is reserved by the site; choose another slug`
    },
    ...overrides,
  }) as TextField
