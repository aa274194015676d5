import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { inboxAccess, mirroredField } from '../../access/inbox'
import { retryDeliveryEndpoint } from './retryDeliveryEndpoint'
import { DELIVERY_STATES, FORMS, LEAD_STATUSES } from './inboxRow'

/** Who saved each change: Payload's versions keep the document, not the user, so the document says. */
const stampEditor: CollectionBeforeChangeHook = ({ data, req }) =>
  req.user ? { ...data, updatedBy: req.user.id } : data

/** Copied from the lead's form when it arrived; the form's own record (linked below) is the original. */
const mirrored = (field: Field): Field =>
  ({ ...field, access: { update: mirroredField }, admin: { readOnly: true, ...('admin' in field ? field.admin : {}) } }) as Field

/**
 * The sales inbox: one row per lead from every form, with what sales track (status, owner,
 * notes) and where its CRM delivery stands.
 *
 * Why a collection of its own beside the four form collections: each form keeps its own record
 * with its own fields (a CV, a captcha result), which the CRM mapping and the existing tests
 * read, and the inbox row links to it. The row is written by the lead repository in the same
 * transaction as the form's record and its outbox rows, with one more multi-row INSERT (never
 * Payload's create, which would cost the lead endpoint its speed), so no lead is ever missing
 * from the inbox. Sales change only these rows; every change is a version with its author.
 */
export const Inbox: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Sales inbox' },
  access: inboxAccess,
  versions: { maxPerDoc: 100 },
  defaultSort: '-createdAt',
  admin: {
    // No group: the nav's first group is Payload's own, and the inbox leads it (payload.config.ts).
    useAsTitle: 'email',
    description:
      'Every lead from every form, newest first. Filter by form, received date, topic, status or campaign; group by email to see one person’s leads together.',
    defaultColumns: ['email', 'form', 'name', 'company', 'topic', 'utmSource', 'utmCampaign', 'createdAt', 'status', 'owner', 'delivery'],
    groupBy: true,
    listSearchableFields: ['email', 'name', 'company'],
  },
  endpoints: [retryDeliveryEndpoint],
  hooks: { beforeChange: [stampEditor] },
  fields: [
    {
      type: 'row',
      fields: [
        mirrored({ name: 'form', type: 'select', required: true, index: true, options: FORMS.map(({ value, label }) => ({ value, label })) }),
        mirrored({ name: 'email', type: 'email', required: true, index: true }),
      ],
    },
    {
      type: 'row',
      fields: [mirrored({ name: 'name', type: 'text' }), mirrored({ name: 'company', type: 'text' })],
    },
    {
      type: 'row',
      fields: [
        mirrored({ name: 'topic', type: 'text', index: true, admin: { description: 'The product or subject the visitor picked.' } }),
        mirrored({ name: 'utmSource', type: 'text', label: 'UTM source', admin: { description: 'First touch: where the visitor first came from.' } }),
        mirrored({ name: 'utmCampaign', type: 'text', label: 'UTM campaign', index: true, admin: { description: 'First touch: the campaign that first brought the visitor.' } }),
      ],
    },
    {
      name: 'createdAt',
      type: 'date',
      label: 'Received',
      index: true,
      access: { update: mirroredField },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'When the form was sent.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [...LEAD_STATUSES],
      admin: { position: 'sidebar', description: 'New → contacted → qualified → closed.' },
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      admin: { position: 'sidebar', description: 'Who in sales follows this lead up.' },
    },
    {
      name: 'notes',
      type: 'textarea',
      admin: { description: 'What was said and agreed. Every save is kept in the version history with its author.' },
    },
    {
      name: 'updatedBy',
      type: 'relationship',
      relationTo: 'users',
      label: 'Last changed by',
      access: { update: mirroredField },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'sameEmail',
      type: 'ui',
      label: 'From the same email',
      admin: { components: { Field: '/cms/admin/SameEmailLeads#SameEmailLeads' } },
    },
    {
      name: 'formRecord',
      type: 'ui',
      label: 'The form as sent',
      admin: { components: { Field: '/cms/admin/LeadFormRecord#LeadFormRecord' } },
    },
    // The form's own record, one field per form (a column each, so the row is one INSERT).
    ...FORMS.map(({ value, label, collection }) =>
      mirrored({ name: value, label, type: 'relationship', relationTo: collection, admin: { hidden: true } }),
    ),
    // Where its CRM delivery stands: kept by the delivery task (deliverLead.ts), never typed.
    mirrored({ name: 'delivery', type: 'select', required: true, options: [...DELIVERY_STATES], index: true, admin: { position: 'sidebar' } }),
    mirrored({ name: 'deliveredAt', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } }),
    mirrored({ name: 'deliveryError', type: 'text', label: 'Last delivery error', admin: { position: 'sidebar', condition: (data) => Boolean(data.deliveryError) } }),
    {
      name: 'retryDelivery',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/admin/RetryDelivery.client#RetryDelivery' } },
    },
    mirrored({
      name: 'deliveryKey',
      type: 'text',
      required: true,
      unique: true,
      admin: { position: 'sidebar', description: 'The lead’s reference: the visitor’s receipt and the CRM’s idempotency key.' },
    }),
    // The outbox job that delivers it, so a retry finds it without searching the queue.
    mirrored({ name: 'deliveryJob', type: 'text', admin: { hidden: true } }),
  ],
}
