import { attributionField, captchaField, leadCollection } from './leadFields'

/**
 * Answers to editors' campaign forms (src/cms/forms). Every form's answers share this one
 * collection: the answers are kept as sent, with each field's label as the form had it, so
 * they stay readable after the form is changed or deleted (the link to the form then empties;
 * the title stays).
 */
export const CampaignSubmissions = leadCollection({
  slug: 'campaign-submissions',
  labels: { singular: 'Campaign form answer', plural: 'Campaign form answers' },
  columns: ['email', 'formTitle', 'name'],
  fields: [
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'forms',
      admin: { description: 'Empty once the form has been deleted.' },
    },
    { name: 'formTitle', type: 'text', required: true, label: 'Form' },
    { name: 'email', type: 'email', required: true },
    { name: 'name', type: 'text' },
    { name: 'company', type: 'text' },
    {
      name: 'answers',
      type: 'json',
      required: true,
      admin: { description: 'Every answer, with the field’s name and label as the form had them when it was sent.' },
    },
    { name: 'context', type: 'text', admin: { description: 'The page the form was sent from.' } },
    captchaField,
    attributionField,
  ],
})
