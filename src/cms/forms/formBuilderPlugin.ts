import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Config, Field, Plugin } from 'payload'

import { leadsOnlyForSales } from '../access/leadsOnlyForSales'
import { TAGS } from '../cacheTags'
import { publishedContent } from '../contentDefaults'
import { publishedOnlyForVisitors } from '../hooks/publishedOnlyForVisitors'
import { revalidateCollection, revalidateCollectionOnDelete } from '../hooks/revalidate'
import { checkFormDefinition } from './checkFormDefinition'
import { notificationEmailsField } from './notificationEmails'
import { FORMS_COLLECTION } from './formsSlug'
import { forgetPublishedForms } from './publishedForm'


/** Where the plugin would keep submissions; removed below, since campaign answers are leads. */
const PLUGIN_SUBMISSIONS = 'form-submissions'

/**
 * Campaign forms, built by editors with Payload's form builder: fields, a confirmation message
 * or a redirect, and who is emailed when an answer arrives. Drafts and publishing as for other
 * content: only a published form is shown and takes answers (an unpublished or deleted one
 * answers 404 at /api/campaign-form), and every change expires the pages, which show forms.
 *
 * Answers are leads: they go through /api/campaign-form (origin, size, rate limit, honeypot,
 * captcha, validation against the form's own fields) into `campaign-submissions`, stored with
 * their CRM delivery in one transaction. The plugin's own `form-submissions` collection is
 * removed: its REST create is open to anyone and skips all of that, its afterChange hook emails
 * the visitor's answers (which our notifications never do, see notifyFormRecipients.ts), and its
 * answers live in an array table the lead repository's one-INSERT writes do not cover.
 */
export function campaignForms(): Plugin {
  const plugin = formBuilderPlugin({
    // Country and state need lists of their own on the site; editors use a select for those.
    fields: {
      text: true,
      textarea: true,
      email: true,
      number: true,
      select: true,
      checkbox: true,
      message: true,
      country: false,
      state: false,
      payment: false,
      upload: false,
    },
    formOverrides: {
      slug: FORMS_COLLECTION,
      labels: { singular: 'Campaign form', plural: 'Campaign forms' },
      admin: {
        group: 'Campaigns',
        useAsTitle: 'title',
        defaultColumns: ['title', '_status', 'updatedAt'],
        description:
          'Forms for campaigns, placed on any page with the “Form” block. Answers arrive in the Sales inbox like every other lead and are delivered to the CRM. A form needs a required email field.',
      },
      // As other content: visitors read published forms, content staff read drafts and write.
      access: publishedContent(TAGS.pages).access,
      versions: { drafts: true, maxPerDoc: 50 },
      hooks: {
        beforeOperation: [publishedOnlyForVisitors],
        beforeValidate: [checkFormDefinition],
        afterChange: [forgetChangedForms, revalidateCollection(TAGS.pages)],
        afterDelete: [forgetDeletedForms, revalidateCollectionOnDelete(TAGS.pages)],
      },
      fields: ({ defaultFields }) => defaultFields.map(adjustField),
    },
  })
  return (config: Config) => {
    const built = plugin(config) as Config
    const collections = (built.collections ?? [])
      .filter((collection) => collection.slug !== PLUGIN_SUBMISSIONS)
      .map((collection) => (collection.slug === FORMS_COLLECTION ? leadsOnlyForSales([collection])[0]! : collection))
    return { ...built, collections }
  }
}

/** The endpoint's cached forms (publishedForm.ts) go with any change, so a 404 follows an unpublish at once. */
const forgetChangedForms: CollectionAfterChangeHook = ({ doc }) => {
  forgetPublishedForms()
  return doc
}
const forgetDeletedForms: CollectionAfterDeleteHook = ({ doc }) => {
  forgetPublishedForms()
  return doc
}

/** Editors' words on the plugin's fields, and the notification emails as this site sends them. */
function adjustField(field: Field): Field {
  if (!('name' in field)) return field
  const described = (description: string) => ({ ...field, admin: { ...field.admin, description } }) as Field
  switch (field.name) {
    case 'title':
      return described('For editors and the Sales inbox (its “Topic”); visitors do not see it.')
    case 'fields':
      return described(
        'Each field’s name is how its answer is filed (letters, digits, _ or -; unique in the form). Sales see the label beside each answer.',
      )
    case 'submitButtonLabel':
      return described('Defaults to “Send”.')
    case 'emails':
      return notificationEmailsField
    default:
      return field
  }
}
