import type { TextField } from 'payload'

import { duplicateAddress, uniqueAddress } from './uniqueAddress'

/** Site paths look like `/`, `/pricing` or `/products/relay`: lower case, no trailing slash. */
export const SITE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/

export const pathField: TextField = {
  name: 'path',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  hooks: { beforeChange: [uniqueAddress], beforeDuplicate: [duplicateAddress] },
  admin: { position: 'sidebar', description: 'The address of the page, e.g. /products/relay' },
  validate: (value: string | null | undefined) =>
    (typeof value === 'string' && SITE_PATH.test(value)) ||
    'Use a path like /pricing or /products/relay (lower case, words joined by hyphens)',
}
