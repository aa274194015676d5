import type { Condition, FieldHook, GroupField, PayloadRequest, RelationshipField, TextField } from 'payload'

import { hrefAnchorProblem, linkOrigin, referenceAnchorProblem } from '../anchors/linkAnchors'
import { serverAnchorLookup } from '../anchors/serverAnchorLookup'
import { LINKABLE_COLLECTIONS } from '../documentRoutes'
import { resolveLink } from '../links/resolveLinks'
import { referenceTarget, type LinkValue } from '../links/linkValue'
import { hrefField, isValidHref } from './hrefField'

type LinkFieldOptions = {
  name: string
  label?: string
  description?: string
  /** A label beside the address (buttons); then a label without an address is refused, both empty mean "no link". */
  withLabel?: boolean
  required?: boolean
  /** New links start as a page picker; settings that mostly hold other sites' URLs start as a URL. */
  defaultType?: 'reference' | 'custom'
  /** A custom address new links start with (the type is then custom). */
  defaultHref?: string
  condition?: Condition
}

const HREF_MESSAGE = 'Enter a path like /pricing or a URL like https://…'
const REFERENCE_MESSAGE = 'Choose the page or post this link leads to, or switch to a custom URL'

type Sibling = LinkValue & { label?: string | null }

/** Whether the link must lead somewhere: always when required, else when it carries a label. */
const needsTarget = (required: boolean, sibling: Sibling) => required || Boolean(sibling.label?.trim())

const isReference: Condition = (_, sibling) => (sibling as Sibling | undefined)?.type === 'reference'
const isCustom: Condition = (_, sibling) => (sibling as Sibling | undefined)?.type === 'custom'

/** On every read, a reference's `href` is its document's address at that moment. */
const currentAddress: FieldHook = async ({ value, siblingData, req }) => {
  const link = siblingData as Sibling | undefined
  if (link?.type !== 'reference') return value
  return resolveLink(req, link)
}

/** A reference stores no address of its own: it would go stale when the document moves. */
const storeCustomOnly: FieldHook = ({ value, siblingData }) => ((siblingData as Sibling | undefined)?.type === 'reference' ? null : value)

/** An anchor belongs to a reference: a custom address carries its own after the #. */
const storeReferenceOnly: FieldHook = ({ value, siblingData }) => ((siblingData as Sibling | undefined)?.type === 'reference' ? value || null : null)

/** What a validate is given besides the value: the document's data, where it is edited, and the request on the server. */
type CheckOptions = { siblingData: Sibling; data?: unknown; collectionSlug?: string; req?: Partial<PayloadRequest> }

/**
 * Where an anchor's target is looked up: the database on the server. A validate also runs where
 * there is none (a unit test), and then only what the document itself shows is checked.
 */
const lookupFor = (req: Partial<PayloadRequest> | undefined) =>
  req?.payload && typeof req.payload.find === 'function' ? serverAnchorLookup(req as PayloadRequest) : null

/**
 * A reference's optional anchor (`/pricing` + `faq` leads to /pricing#faq): it follows the page
 * to a new address as the reference does, and keeps the page from being deleted while linked,
 * which a custom `/pricing#faq` does not.
 */
const referenceAnchorField = (): TextField => ({
  name: 'anchor',
  type: 'text',
  label: 'Anchor on that page',
  admin: {
    condition: isReference,
    description: 'Optional: to lead to one block of the page, its anchor (shown under the block’s fields), without the #.',
    components: { Field: { path: '/cms/admin/LinkAnchorFields.client#ReferenceAnchorField' } },
  },
  hooks: { beforeChange: [storeReferenceOnly] },
  validate: (value: unknown, { siblingData, data, collectionSlug, req }: CheckOptions) => {
    if (siblingData.type !== 'reference' || typeof value !== 'string' || !value) return true
    return referenceAnchorProblem(value, referenceTarget(siblingData), linkOrigin(collectionSlug, data), lookupFor(req)).then(
      (problem) => problem ?? true,
    )
  },
})

/**
 * The site's one link field: either a reference to a document (a page, a post and the other
 * public types), whose address is looked up whenever the link is read, or a custom path or
 * URL. Readers always get the address to render in `href`.
 */
export function linkField({
  name,
  label,
  description,
  withLabel = false,
  required = false,
  defaultHref,
  defaultType = defaultHref ? 'custom' : 'reference',
  condition,
}: LinkFieldOptions): GroupField {
  const reference: RelationshipField = {
    name: 'reference',
    type: 'relationship',
    label: 'Links to',
    relationTo: [...LINKABLE_COLLECTIONS],
    maxDepth: 0,
    admin: {
      condition: isReference,
      description: 'The link follows the document: if its address changes, the link changes with it.',
    },
    validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
      siblingData.type !== 'reference' || Boolean(value) || !needsTarget(required, siblingData) || REFERENCE_MESSAGE,
  }
  return {
    name,
    label,
    type: 'group',
    // One generated type for every link, so rendering code can take any of them.
    interfaceName: withLabel ? 'LabelledLink' : 'Link',
    admin: { hideGutter: true, ...(description ? { description } : {}), ...(condition ? { condition } : {}) },
    fields: [
      ...(withLabel ? [{ name: 'label', type: 'text' as const, maxLength: 60 }] : []),
      {
        name: 'type',
        type: 'radio',
        defaultValue: defaultType,
        options: [
          { label: 'A page or post on this site', value: 'reference' },
          { label: 'A custom path or URL', value: 'custom' },
        ],
        admin: { layout: 'horizontal' },
      },
      reference,
      referenceAnchorField(),
      hrefField({
        label: 'Custom path or URL',
        ...(defaultHref ? { defaultValue: defaultHref } : {}),
        admin: {
          condition: isCustom,
          description:
            'A path on this site (/pricing, /pricing#faq to one of its blocks), a block of this page (#register) or another site’s https:// address.',
          components: { Field: { path: '/cms/admin/LinkAnchorFields.client#LinkHrefField' } },
        },
        hooks: { beforeChange: [storeCustomOnly], afterRead: [currentAddress] },
        validate: (value: string | null | undefined, { siblingData, data, collectionSlug, req }: CheckOptions) => {
          if (siblingData.type === 'reference') return true
          if (!value) {
            if (!needsTarget(required, siblingData)) return true
            return withLabel && !required ? 'A labelled link needs an address' : HREF_MESSAGE
          }
          if (!isValidHref(value)) return HREF_MESSAGE
          if (!value.includes('#')) return true
          return hrefAnchorProblem(value, linkOrigin(collectionSlug, data), lookupFor(req)).then((problem) => problem ?? true)
        },
      }),
    ],
  }
}
