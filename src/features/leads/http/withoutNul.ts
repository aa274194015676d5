/**
 * NUL is no part of anything a person types, and neither database keeps it: SQLite (libsql)
 * silently cuts the text at the first NUL, PostgreSQL refuses the row. The lead endpoints
 * drop it from every text value before validation, so what is validated is what is stored.
 */
export const withoutNul = (value: string) => value.replaceAll('\u0000', '')

/** A JSON.parse reviver applying withoutNul to every string. */
export const reviveWithoutNul = (_key: string, value: unknown) =>
  typeof value === 'string' ? withoutNul(value) : value
