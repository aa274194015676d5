import type HCaptcha from '@hcaptcha/react-hcaptcha'
import { pageTopic } from '@/lib/pageTopic'
import { useRouter } from 'next/navigation'
import type { RefObject } from 'react'
import type { UseFormSetError } from 'react-hook-form'

import { identify, track } from '../analytics/analytics'
import { readStoredUtms } from '../attribution/storedUtms'
import { HONEYPOT_FIELD } from '../leads/honeypot'
import { sendWithCaptcha, type SayOnForm } from '../leads/sendWithCaptcha'
import { close } from './drawerStore'
import { CAPTCHA_BLOCKED_MESSAGE, failureMessage } from './failureMessage'
import type { SalesFields } from './schema'
import { sendSalesForm } from './sendSalesForm'
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
    const attribution = readStoredUtms()
    // The drawer's own topic; else the page's `?topic=` (a link to /contact?topic=pci).
    const subject = topic ?? pageTopic()
    const say: SayOnForm = (type, message) => setError('root.server', { type, message })
    const send = (token: string) =>
      sendSalesForm({
        ...fields,
        context,
        topic: subject,
        token,
        ...attribution,
        [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
      })
    const answer = await sendWithCaptcha(captchaRef.current, say, send, {
      blocked: CAPTCHA_BLOCKED_MESSAGE,
      failure: failureMessage,
    })
    if (!answer) return

    if (!answer.sent) {
      // The visitor corrects what the server named; the captcha is left as it is.
      showServerErrors(answer.errors, setError)
      return
    }

    close()
    identify({ email: fields.email, firstName: fields.firstName, lastName: fields.lastName })
    track('submit_sales_contact_form', { message: fields.textField, context, topic: subject, attribution })
    router.push(THANK_YOU_PATH)
  }
}
