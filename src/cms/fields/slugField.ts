import type { TextField } from 'payload'

import { SLUG } from '../documentRoutes'
import { duplicateAddress, uniqueAddress } from './uniqueAddress'

/** Slugs that would collide with a fixed route under the same prefix (e.g. /blog/feed.xml). */
const RESERVED = new Set(['index', 'feed', 'atom', 'page', 'category'])

export const slugField = (overrides: Partial<TextField> = {}): TextField =>
  ({
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    hooks: { beforeChange: [uniqueAddress], beforeDuplicate: [duplicateAddress] },
    admin: { position: 'sidebar', description: 'The last part of the address: lower-case words joined by hyphens.' },
    validate: (value: string | null | undefined) => {
      if (typeof value !== 'string' || !SLUG.test(value)) return 'Use lower-case words joined by hyphens'
      return !RESERVED.has(value) || `“${value}” is reserved by the site; choose another slug`
    },
    ...overrides,
  }) as TextField
