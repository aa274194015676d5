import type { ExportBeforeHook, ToCSVFunction } from '@payloadcms/plugin-import-export/types'
import type { Config, Field, OptionObject } from 'payload'
import { fieldAffectsData } from 'payload/shared'

import { mapFields } from '../fields/mapFields'

/** The inbox's slug (collections/leads/Inbox.ts). */
export const LEADS = 'leads'

/** The sales notes log: one column, written by readableStaff (staffNames.ts). */
export const NOTE_LOG = 'noteLog'

/** A date as ISO 8601 in UTC (2026-11-28T10:00:00.000Z), whatever the database handed back. */
export const isoDate = (value: unknown): unknown => {
  if (typeof value !== 'string' && !(value instanceof Date)) return value
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toISOString()
}

/** An option's label as the admin shows it in English; the stored value when it has none. */
const labelOf = (option: OptionObject): string => {
  const { label, value } = option
  if (typeof label === 'string') return label
  if (label && typeof label === 'object' && typeof (label as Record<string, unknown>).en === 'string') return (label as Record<string, string>).en!
  return value
}

/** A select's cells as its options' labels ("Sales contact", "Failed, retrying"), not the stored values. */
const optionLabels = (options: (OptionObject | string)[]): ToCSVFunction => {
  const labels = new Map(options.map((option) => (typeof option === 'string' ? [option, option] : [option.value, labelOf(option)])))
  return ({ value }) => (Array.isArray(value) ? value.map((item) => labels.get(item) ?? item).join(', ') : typeof value === 'string' ? (labels.get(value) ?? value) : value)
}

const withExportSettings = (field: Field, settings: Record<string, unknown>): Field =>
  ({ ...field, custom: { ...field.custom, 'plugin-import-export': { ...field.custom?.['plugin-import-export'], ...settings } } }) as Field

/**
 * How each field of the inbox reads in the CSV, set with the plugin's field-level settings
 * (`custom['plugin-import-export']`), so the preview in the export form and the download agree:
 * - a field the admin hides (the link to each form's own record, a row id in another collection;
 *   the delivery job's id) is left out: it means nothing to sales, and the record it points at is
 *   reached from the lead in the admin, whose id the export keeps;
 * - a select reads as its label (the form "Sales contact", the status "Contacted");
 * - a date as ISO 8601 in UTC, on SQLite and PostgreSQL alike;
 * - the notes log is not spread over one column per entry and part (noteLog_0_text,
 *   noteLog_0_author…): readableStaff writes it as one column, since its authors' names need a
 *   lookup that a field's toCSV (synchronous, without the request) cannot make.
 * Relationships to users (owner, last changed by) are left to readableStaff for the same reason.
 * A field added to the inbox later is exported by the same rules, with nothing to change here.
 */
function exportSetting(field: Field): Field {
  if (!fieldAffectsData(field)) return field
  if (field.admin?.hidden) return withExportSettings(field, { disabled: true })
  if (field.type === 'select' || field.type === 'radio') return withExportSettings(field, { toCSV: optionLabels(field.options) })
  if (field.type === 'date') return withExportSettings(field, { toCSV: ({ value }: { value: unknown }) => isoDate(value) })
  if (field.type === 'array' && field.name === NOTE_LOG) return withExportSettings(field, { toCSV: () => null })
  return field
}

/**
 * The inbox's export settings on its fields, applied before the import-export plugin reads them
 * (it collects the left-out fields when it sets a collection up). Inbox.ts stays about the inbox.
 */
export const withLeadExportFields = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.slug === LEADS ? { ...collection, fields: mapFields(collection.fields, exportSetting) } : collection,
  ),
})

/**
 * The left-out fields' columns removed from a batch. The download drops them itself; the export
 * form's preview does not (the plugin's preview flattens every field), and would show them.
 */
export const withoutLeftOutColumns: ExportBeforeHook = ({ data, req }) => {
  const custom = req.payload.collections[LEADS].config.admin.custom?.['plugin-import-export'] as { disabledFields?: string[] } | undefined
  const leftOut = (custom?.disabledFields ?? []).map((path) => path.replace(/\./g, '_'))
  const kept = (column: string) => !leftOut.some((name) => column === name || column.startsWith(`${name}_`))
  return data.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => kept(column))))
}
