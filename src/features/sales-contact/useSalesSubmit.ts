import type HCaptcha from '@hcaptcha/react-hcaptcha'
import { useRouter } from 'next/navigation'
import type { RefObject } from 'react'
import type { UseFormSetError } from 'react-hook-form'

import { identify, track } from '../analytics/analytics'
import { readStoredUtms } from '../attribution/storedUtms'
import { captchaToken } from '../leads/captchaToken'
import { HONEYPOT_FIELD } from '../leads/honeypot'
import { close } from './drawerStore'
import { CAPTCHA_BLOCKED_MESSAGE, failureMessage } from './failureMessage'
import type { SalesFields } from './schema'
import { sendSalesForm, type SalesFormAnswer } from './sendSalesForm'
import { showServerErrors } from './showServerErrors'

const THANK_YOU_PATH = '/contact/thank-you'

type Options = {
  context: string
  topic: string | undefined
  captchaRef: RefObject<HCaptcha | null>
  honeypotRef: RefObject<HTMLInputElement | null>
  setError: UseFormSetError<SalesFields>
}

/** The sales form's submit, given fields that passed the shared schema. */
export function useSalesSubmit({ context, topic, captchaRef, honeypotRef, setError }: Options) {
  const router = useRouter()

  return async function submit(fields: SalesFields): Promise<void> {
    // Blocked: thrown, so the error reporter hears of it, and nothing is sent. There is no
    // widget yet, so there is nothing to reset either. The visitor is told why and given
    // the way round it (most often a blocker stopped hCaptcha's script). Cancelled: the
    // visitor closed the challenge, or it expired: nothing to say (they know what they did).
    const captcha = captchaRef.current
    const attribution = readStoredUtms()
    const result = await captchaToken(captcha)
    if ('blocked' in result) {
      setError('root.server', { type: 'captcha', message: CAPTCHA_BLOCKED_MESSAGE })
      throw new Error('HCaptcha is not initialized')
    }
    if ('cancelled' in result) return
    const { token } = result
    let answer: SalesFormAnswer
    try {
      answer = await sendSalesForm({
        ...fields,
        context,
        topic,
        token,
        ...attribution,
        [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
      })
    } catch (error) {
      // Not sent: a fresh captcha for the next attempt, the input kept, and what happened
      // and what to do next said on the form.
      captcha?.resetCaptcha()
      setError('root.server', { type: 'send', message: failureMessage(error) })
      return
    }

    if (!answer.sent) {
      // The visitor corrects what the server named; the captcha is left as it is.
      showServerErrors(answer.errors, setError)
      return
    }

    close()
    identify({ email: fields.email, firstName: fields.firstName, lastName: fields.lastName })
    track('submit_sales_contact_form', { message: fields.textField, context, topic, attribution })
    router.push(THANK_YOU_PATH)
  }
}
