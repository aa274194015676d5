/**
 * A campaign form as the visitor's browser and the endpoint both read it: only what rendering
 * and checking an answer needs, taken from the form builder's document (toDefinition.ts).
 * Notification addresses, drafts and bookkeeping never leave the server.
 */

type Common = { name: string; label: string; required: boolean; width?: number }

export type CampaignInputField =
  | (Common & { blockType: 'text' | 'textarea' | 'email'; defaultValue?: string })
  | (Common & { blockType: 'number'; defaultValue?: number })
  | (Common & { blockType: 'checkbox'; defaultValue?: boolean })
  | (Common & { blockType: 'select'; options: { label: string; value: string }[]; defaultValue?: string; placeholder?: string })

/** A paragraph between fields (the form builder's "message" block), rendered on the server. */
export type CampaignMessage = { blockType: 'message'; index: number }

export type CampaignField = CampaignInputField | CampaignMessage

export type CampaignFormDefinition = {
  id: number | string
  title: string
  fields: CampaignField[]
  submitLabel: string
  /** After a send: show the confirmation (rendered on the server) or go to this address. */
  redirectUrl?: string
}

export const isInputField = (field: CampaignField): field is CampaignInputField => field.blockType !== 'message'

const isEmail = (field: CampaignField): field is CampaignInputField => field.blockType === 'email'

/**
 * The answer the lead is filed under: the form's first required email field (a published form
 * has one, checkFormDefinition.ts), so the lead always has an address sales can answer.
 */
export const emailFieldOf = (definition: Pick<CampaignFormDefinition, 'fields'>): CampaignInputField | undefined =>
  definition.fields.filter(isEmail).find((field) => field.required) ?? definition.fields.find(isEmail)
