import type { TextField } from 'payload'

import { addressFromTitleHook } from './addressFromTitleHook'
import { duplicateAddress, uniqueAddress } from './uniqueAddress'

/** Site paths look like `/`, `/pricing` or `/products/relay`: lower case, no trailing slash. */
export const SITE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/

/**
 * A page's full path, made from its title as the editor types (keeping the section it is in:
 * `/products/<title>`) and locked once published (src/cms/admin/AddressField.client.tsx).
 *
 * Not a parent page + slug (@payloadcms/plugin-nested-docs): the site's sections are not pages.
 * /products and /solutions have no page of their own (their breadcrumb crumb is unlinked, see
 * src/features/seo/breadcrumbs.ts), so a parent-derived path would need section pages visitors
 * do not have, or two ways of writing a path. A full path keeps one rule, and the automatic 301
 * covers one page per publish instead of a re-save cascade through children's drafts.
 */
export const pathField: TextField = {
  name: 'path',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  hooks: {
    beforeValidate: [addressFromTitleHook('path', 'title')],
    beforeChange: [uniqueAddress],
    beforeDuplicate: [duplicateAddress],
  },
  admin: {
    position: 'sidebar',
    description: 'The address of the page, made from the title as you type; type your own for a section, e.g. /products/relay',
    components: { Field: { path: '/cms/admin/AddressField.client#AddressField', clientProps: { kind: 'path', from: 'title' } } },
  },
  validate: (value: string | null | undefined) => {
    if (!value) return 'Give the page a title to make the path from, or type a path like /pricing'
    return (
      SITE_PATH.test(value) || 'Use a path like /pricing or /products/relay (lower case, words joined by hyphens)'
    )
  },
}
