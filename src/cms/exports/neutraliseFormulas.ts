import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'

/**
 * What makes a spreadsheet read a cell as a formula: OWASP's CSV injection list (= + - @, tab,
 * carriage return) and ASVS 1.2.10's NUL. Excel, LibreOffice and Google Sheets all act on it.
 */
const FORMULA_START = /^[=+\-@\t\r\0]/

/**
 * A cell as text a spreadsheet shows and never evaluates: a leading quote (OWASP's remedy) before
 * any value that would start a formula. Only text is touched: numbers and booleans come from
 * typed columns, never from what a visitor typed, and a quote would turn them into text.
 */
const spreadsheetSafe = (value: unknown): unknown =>
  typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value

/**
 * The export's last step before its CSV writer: every cell of every row, whatever the field,
 * since a lead's name, company, topic and UTM values are a visitor's text, and notes are typed by
 * staff. The quote goes into the value, so the CSV writer still quotes and doubles quotes around it
 * as RFC 4180 says. Every column is kept (the plugin drops a column the hook leaves out).
 */
export const neutraliseFormulas: ExportBeforeHook = ({ data }) =>
  data.map((row) => Object.fromEntries(Object.entries(row).map(([column, value]) => [column, spreadsheetSafe(value)])))
