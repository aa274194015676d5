import type { Form } from '@/cms/payload-types'
import type { CampaignField, CampaignFormDefinition } from './definition'

/** Where a confirmation may send the visitor: a path on this site or an https address. */
const safeRedirect = (url: string | undefined) => (url && (/^\/(?!\/)/.test(url) || /^https:\/\//i.test(url)) ? url : undefined)

/**
 * A stored form as the site renders and checks it: the fields in order (a message block keeps
 * its place by index, its rich text rendered on the server), the button's words and where a
 * confirmation goes. Nothing else of the document (notification addresses above all) is kept.
 */
export function toDefinition(form: Form): CampaignFormDefinition {
  const fields: CampaignField[] = (form.fields ?? []).map((block, index): CampaignField => {
    if (block.blockType === 'message') return { blockType: 'message', index }
    const common = { name: block.name, label: block.label ?? block.name, required: block.required === true, ...(block.width ? { width: block.width } : {}) }
    switch (block.blockType) {
      case 'select':
        return {
          ...common,
          blockType: 'select',
          options: (block.options ?? []).map(({ label, value }) => ({ label, value })),
          ...(block.defaultValue ? { defaultValue: block.defaultValue } : {}),
          ...(block.placeholder ? { placeholder: block.placeholder } : {}),
        }
      case 'checkbox':
        return { ...common, blockType: 'checkbox', defaultValue: block.defaultValue === true }
      case 'number':
        return { ...common, blockType: 'number', ...(typeof block.defaultValue === 'number' ? { defaultValue: block.defaultValue } : {}) }
      case 'email':
        return { ...common, blockType: 'email' }
      default:
        return { ...common, blockType: block.blockType, ...(block.defaultValue ? { defaultValue: block.defaultValue } : {}) }
    }
  })
  const redirectUrl = form.confirmationType === 'redirect' ? safeRedirect(form.redirect?.url) : undefined
  return { id: form.id, title: form.title, fields, submitLabel: form.submitButtonLabel?.trim() || 'Send', ...(redirectUrl ? { redirectUrl } : {}) }
}
