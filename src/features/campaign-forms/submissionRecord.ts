import { pickAttribution } from '../attribution/pickAttribution'
import type { CaptchaOutcome } from '../leads/verifyCaptcha'
import { emailFieldOf, isInputField, type CampaignFormDefinition } from './definition'
import type { CampaignAnswers } from './fieldsSchema'
import type { CampaignFormInput } from './schema'

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/**
 * What is stored for one accepted answer (the `campaign-submissions` lead): every answer with
 * its field's name and label as the form has them now, and the columns the inbox and the CRM
 * read: the email from the form's first email field, a name and company when the form has
 * fields named so.
 */
export function submissionRecord(
  definition: CampaignFormDefinition,
  answers: CampaignAnswers,
  body: CampaignFormInput,
  captcha: Exclude<CaptchaOutcome, 'rejected'>,
) {
  const inputs = definition.fields.filter(isInputField)
  const email = emailFieldOf(definition)
  return {
    form: definition.id,
    formTitle: definition.title,
    email: email ? text(answers[email.name]) : undefined,
    name: text(answers.name) ?? ([text(answers.firstName), text(answers.lastName)].filter(Boolean).join(' ') || undefined),
    company: text(answers.company),
    answers: inputs
      .filter((field) => answers[field.name] !== undefined)
      .map((field) => ({ name: field.name, label: field.label, value: answers[field.name] })),
    context: body.context,
    captcha,
    attribution: pickAttribution(body),
  }
}
