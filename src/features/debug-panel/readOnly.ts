import { LevaInputs } from 'leva'

/**
 * A leva row that shows a value and cannot be edited: an uneditable string, which leva
 * renders as plain text rather than an input. The type is forced because leva would
 * otherwise turn a numeric string (a HubSpot portal id, '4242') into a number slider.
 */
export const readOnly = (value: string, label?: string) => ({
  type: LevaInputs.STRING,
  value,
  editable: false,
  ...(label ? { label } : {}),
})
