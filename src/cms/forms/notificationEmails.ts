import type { Field, FieldAccess, TextFieldSingleValidation } from 'payload'

import { hasRole, type Role } from '../access/roles'

/** The addresses are staff's: visitors read the published form, never who is told about answers. */
const contentStaff: FieldAccess = ({ req }) => hasRole(req.user as { roles?: Role[] | null } | null, 'admin', 'editor')

const ADDRESS = /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/

/** A comma-separated list of plain addresses (an empty one only where `optional`). */
const addresses =
  (optional: boolean): TextFieldSingleValidation =>
  (value) => {
    const list = (value ?? '').split(',').map((item) => item.trim()).filter(Boolean)
    if (list.length === 0) return optional ? true : 'Enter at least one address'
    const bad = list.find((item) => !ADDRESS.test(item))
    return bad ? `“${bad}” is not an email address` : true
  }

/**
 * Who is emailed when an answer arrives, in place of the plugin's own emails field: that one
 * fills the message and the reply-to with the visitor's answers. Mail is stored and forwarded
 * where we have no control, so, as for every other lead, the email says only that an answer
 * arrived and links to it in the admin (sign-in required); it is sent by a queued, retried job
 * (src/cms/leads/notifyFormRecipients.ts), never inside the visitor's request.
 */
export const notificationEmailsField: Field = {
  name: 'emails',
  type: 'array',
  label: 'Notification emails',
  labels: { singular: 'Notification email', plural: 'Notification emails' },
  access: { read: contentStaff, create: contentStaff, update: contentStaff },
  admin: {
    description:
      'Emailed when someone sends this form: a link to the answer in the Sales inbox. The visitor’s answers are never put in the email; they stay behind the admin’s sign-in.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'emailTo', type: 'text', label: 'To', required: true, validate: addresses(false), admin: { width: '50%', placeholder: 'campaigns@cipherwell.example' } },
        { name: 'cc', type: 'text', label: 'CC', validate: addresses(true), admin: { width: '25%' } },
        { name: 'bcc', type: 'text', label: 'BCC', validate: addresses(true), admin: { width: '25%' } },
      ],
    },
    {
      name: 'subject',
      type: 'text',
      required: true,
      defaultValue: 'New answer to a campaign form',
      admin: { description: 'Sent as written (answers are not filled in).' },
    },
  ],
}
