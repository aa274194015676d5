import type HCaptcha from '@hcaptcha/react-hcaptcha'
import { useRouter } from 'next/navigation'
import type { RefObject } from 'react'
import type { UseFormSetError } from 'react-hook-form'

import { identify, track } from '../analytics/analytics'
import { readStoredUtms } from '../attribution/storedUtms'
import { HONEYPOT_FIELD } from '../leads/honeypot'
import { postLeadForm } from '../leads/postLeadForm'
import { sendWithCaptcha, type SayOnForm } from '../leads/sendWithCaptcha'
import { showServerErrors } from '../leads/showServerErrors'
import { CAPTCHA_BLOCKED_MESSAGE } from '../sales-contact/failureMessage'
import { emailFieldOf, type CampaignFormDefinition } from './definition'
import { campaignFailureMessage } from './failure'
import type { CampaignAnswers } from './fieldsSchema'

/** What the form's inputs hold: text (numbers too, as typed) and ticks. */
export type CampaignValues = Record<string, string | boolean>

type Options = {
  definition: CampaignFormDefinition
  inputNames: readonly string[]
  captchaRef: RefObject<HCaptcha | null>
  honeypotRef: RefObject<HTMLInputElement | null>
  setError: UseFormSetError<CampaignValues>
  onSent: () => void
}

/**
 * A campaign form's submit, given answers that passed its schema: a fresh captcha token, then
 * POST /api/campaign-form with the page, attribution and honeypot, as the sales form sends
 * (the same captcha handling and messages). Field refusals go on their fields; after a send,
 * the confirmation shows or the visitor goes where the editor chose.
 */
export function useCampaignSubmit({ definition, inputNames, captchaRef, honeypotRef, setError, onSent }: Options) {
  const router = useRouter()

  return async function submit(answers: CampaignAnswers): Promise<void> {
    const attribution = readStoredUtms()
    const context = window.location.pathname
    const say: SayOnForm = (type, message) => setError('root.server', { type, message })
    const send = (token: string) =>
      postLeadForm('/api/campaign-form', {
        form: definition.id,
        fields: answers,
        context,
        token,
        ...attribution,
        [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
      })
    const answer = await sendWithCaptcha(captchaRef.current, say, send, {
      blocked: CAPTCHA_BLOCKED_MESSAGE,
      failure: campaignFailureMessage,
    })
    if (!answer) return
    if (!answer.sent) {
      showServerErrors(answer.errors, inputNames, setError)
      return
    }
    const email = emailFieldOf(definition)
    const address = email ? answers[email.name] : undefined
    if (typeof address === 'string') identify({ email: address })
    track('submit_campaign_form', { form: definition.title, context, attribution })
    if (definition.redirectUrl?.startsWith('/')) router.push(definition.redirectUrl)
    else if (definition.redirectUrl) window.location.assign(definition.redirectUrl)
    else onSent()
  }
}
