import type { Field, NumberField, RadioField } from 'payload'

/** How many leads the export form asks for: every one that matches, or the first few. */
export const ROWS = { all: 'all', first: 'first' } as const

/**
 * "How many": the plugin's one-click choice between every lead and the first few. A field of its
 * own, so that a limit counts only when a person chose it: the plugin's form fills its Limit with
 * the list's page size (10) as it opens, and its download then exported 10 of 25 leads under
 * "Use all documents". A request without this choice (a form opened before this change) gets
 * every lead, whatever limit it carries. Virtual: nothing of an export is stored.
 */
const rowsField: RadioField = {
  name: 'rows',
  type: 'radio',
  label: 'How many',
  virtual: true,
  defaultValue: ROWS.all,
  options: [
    { label: 'Every lead that matches', value: ROWS.all },
    { label: 'Only the first few', value: ROWS.first },
  ],
}

/**
 * The plugin's Limit, asked only after "Only the first few", empty until typed: its own
 * component (which copied the list's page size in) is dropped, leaving Payload's number field.
 */
const chosenLimit = (limit: NumberField): NumberField => ({
  ...limit,
  label: 'How many leads',
  min: 1,
  admin: {
    ...limit.admin,
    components: {},
    step: 1,
    placeholder: 'e.g. 10',
    description: 'The first leads in the sort order below; the file’s name says how many (leads-first-10.csv).',
    condition: (data) => data.rows === ROWS.first,
  },
})

const hidden = (field: Field): Field => ({ ...field, admin: { ...field.admin, hidden: true } }) as Field

/**
 * Each field of the plugin's export form, as the inbox's export needs it:
 * - the file's name starts as "leads" (the plugin's is the time of day): the server adds how many
 *   were asked for and ".csv";
 * - "How many" and the limit sit under the choice of leads (filters, selection or all);
 * - the page of a limited export is dropped: an export is every lead or the first few;
 * - "Fields to export" is dropped: the plugin filled it with the list's columns, which leave out
 *   the message, notes and touches that sales export the inbox for. Every lead has the same
 *   columns, in the inbox's order (see leadExportFields.ts for what they are).
 */
function reshape(fields: Field[], limit: NumberField): Field[] {
  return fields.flatMap((field): Field[] => {
    const name = 'name' in field ? field.name : undefined
    if (name === 'limit') return []
    if (name === 'selectionToUse') return [field, rowsField, chosenLimit(limit)]
    if (name === 'page' || name === 'fields') return [hidden(field)]
    if (name === 'name' && field.type === 'text') return [{ ...field, defaultValue: () => 'leads' }]
    if ('fields' in field && field.type !== 'array') return [{ ...field, fields: reshape(field.fields, limit) } as Field]
    return [field]
  })
}

const findLimit = (fields: Field[]): NumberField | undefined => {
  for (const field of fields) {
    if (field.type === 'number' && field.name === 'limit') return field
    const inner = 'fields' in field ? findLimit(field.fields) : undefined
    if (inner) return inner
  }
  return undefined
}

/** The export form's fields for the inbox (see reshape), from the plugin's. */
export function leadExportFormFields(fields: Field[]): Field[] {
  const limit = findLimit(fields)
  if (!limit) throw new Error('The import-export plugin’s export form has no limit field: check src/cms/exports/exportForm.ts against the plugin.')
  return reshape(fields, limit)
}

/**
 * The form's Download, which saves the file under the name the server gives it (the plugin's
 * names it in the browser, from the form's fields, and cannot say how many were asked for).
 */
export const DOWNLOAD_BUTTON = '/cms/exports/DownloadButton.client#DownloadButton'
