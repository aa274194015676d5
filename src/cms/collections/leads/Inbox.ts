import type { CollectionConfig, Field } from 'payload'

import { inboxAccess, mirroredField } from '../../access/inbox'
import { VERSIONS_VIEW } from '../../admin/withEditHistory'
import { stampEditor } from '../../hooks/stampEditor'
import { retryDeliveryEndpoint } from './retryDeliveryEndpoint'
import { DELIVERY_STATES, FORMS, LEAD_STATUSES } from './inboxRow'
import { keepNoteLog, noteLogField } from './noteLog'

/** Copied from the lead's form when it arrived; the form's own record (linked below) is the original. */
const mirrored = (field: Field): Field =>
  ({ ...field, access: { update: mirroredField }, admin: { readOnly: true, ...('admin' in field ? field.admin : {}) } }) as Field

const TOUCH_PARTS = ['source', 'medium', 'campaign'] as const

/** One touch's campaign fields (source, medium, campaign), read-only, in a row under its heading. */
const touch = (which: 'First' | 'Last', names: readonly [string, string, string], description: string): Field => ({
  type: 'collapsible',
  label: `${which} touch`,
  admin: { description },
  fields: [
    {
      type: 'row',
      fields: names.map((name, index) =>
        mirrored({ name, type: 'text', label: `${which} touch: ${TOUCH_PARTS[index]}`, ...(name === 'utmCampaign' ? { index: true } : {}) }),
      ),
    },
  ],
})

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
    // Who, how far along and whose, then what about: at 1280 px (the admin's nav open) email to
    // Received fit without scrolling. The page it was sent from and both touches are on the record.
    defaultColumns: ['email', 'name', 'company', 'status', 'owner', 'createdAt', 'form', 'topic', 'message', 'utmCampaign', 'delivery'],
    groupBy: true,
    listSearchableFields: ['email', 'name', 'company', 'topic', 'message'],
    // The Versions tab names who saved each version (the same view as content's; the stamp is below).
    components: { beforeListTable: ['/cms/admin/InboxViews#InboxViews'], views: { edit: { versions: VERSIONS_VIEW } } },
  },
  endpoints: [retryDeliveryEndpoint],
  hooks: { beforeChange: [stampEditor, keepNoteLog] },
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
    mirrored({ name: 'message', type: 'textarea', admin: { description: 'What the visitor wrote.', components: { Cell: '/cms/admin/MessageCell#MessageCell' } } }),
    {
      type: 'row',
      fields: [
        mirrored({ name: 'topic', type: 'text', index: true, admin: { description: 'The product or subject: the drawer’s, or the page address’s ?topic=.' } }),
        mirrored({ name: 'context', type: 'text', admin: { description: 'Where on the page the form was opened (a button, the header, the contact page).' } }),
        mirrored({ name: 'sourcePage', type: 'text', label: 'Sent from', admin: { description: 'The site page the form was sent from.' } }),
      ],
    },
    touch('First', ['firstUtmSource', 'firstUtmMedium', 'firstUtmCampaign'], 'The campaign this person first came from: kept from their first lead (by email), never changed.'),
    touch('Last', ['utmSource', 'utmMedium', 'utmCampaign'], 'The campaign that brought the visitor before this lead was sent.'),
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
      name: 'assignToMe',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/admin/AssignToMe.client#AssignToMe' } },
    },
    {
      name: 'nextStep',
      type: 'text',
      label: 'Next step',
      maxLength: 200,
      admin: { position: 'sidebar', description: 'What happens next, and when (“Demo on Tue 3 Dec”).' },
    },
    noteLogField,
    {
      name: 'notes',
      type: 'textarea',
      label: 'Earlier notes',
      // Notes from before the log: kept as written, shown only where there are some.
      access: { update: mirroredField },
      admin: { readOnly: true, condition: (data) => Boolean(data.notes) },
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
