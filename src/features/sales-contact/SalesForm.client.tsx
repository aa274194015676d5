'use client'

import HCaptcha from '@hcaptcha/react-hcaptcha'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'

import { EmailLinks } from '@/ui/EmailLinks'
import { fieldBinder } from '@/ui/form/bindField'
import { TextField } from '@/ui/form/TextField'

import { CaptchaNotice } from '../leads/CaptchaNotice'
import { reportCaptchaError } from '../leads/captchaToken'
import { HoneypotInput } from '../leads/HoneypotInput'
import { salesFieldsSchema } from './schema'
import { useSalesSubmit } from './useSalesSubmit'
import { buttonClass } from '@/ui/button'

const noSubscription = () => () => {}
const onClient = () => true
const onServer = () => false
const ignore = (event: FormEvent) => event.preventDefault()

/**
 * The sales contact form, in the drawer and on the contact page. The captcha joins
 * once the visitor starts on the form, so merely viewing the contact page contacts no
 * third party; its own error reporting to hCaptcha's Sentry stays off (`sentry={false}`).
 */
export function SalesForm({
  context,
  topic,
  captchaSiteKey,
}: {
  context: string
  topic?: string
  captchaSiteKey: string
}) {
  const id = useId()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(salesFieldsSchema),
    defaultValues: { firstName: '', lastName: '', email: '', textField: '' },
  })
  const captchaRef = useRef<HCaptcha>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const [started, setStarted] = useState(false)
  // Server HTML has nothing to send the form with, so its button waits for the script. While
  // a submit runs, the button stays focusable (a disabled one would drop focus) but inert.
  const hydrated = useSyncExternalStore(noSubscription, onClient, onServer)
  const submit = useSalesSubmit({ context, topic, captchaRef, honeypotRef, setError })
  const field = fieldBinder(id, register, errors)

  return (
    <form
      noValidate
      onSubmit={isSubmitting ? ignore : handleSubmit(submit)}
      onFocus={() => setStarted(true)}
      className="relative grid gap-5"
    >
      <div className="grid gap-5 desk:grid-cols-2">
        <TextField
          {...field('firstName', 'first-name')}
          label="First name"
          autoComplete="given-name"
          markValid
          data-autofocus
        />
        <TextField {...field('lastName', 'last-name')} label="Last name" autoComplete="family-name" markValid />
      </div>
      <TextField {...field('email', 'email')} label="Work email" type="email" autoComplete="email" markValid />
      <TextField {...field('textField', 'message')} label="Message" rows={5} markValid />
      {errors.root?.server ? (
        <p role="alert" className="text-sm text-red-700">
          <EmailLinks text={errors.root.server.message ?? ''} />
        </p>
      ) : null}
      <div>
        <HoneypotInput ref={honeypotRef} defaultValue="" />
        {started ? (
          <HCaptcha
            ref={captchaRef}
            sitekey={captchaSiteKey}
            size="invisible"
            sentry={false}
            onError={reportCaptchaError}
          />
        ) : null}
        <button
          type="submit"
          disabled={!hydrated}
          aria-disabled={isSubmitting || undefined}
          className={buttonClass('primary', 'light', 'w-full desk:w-auto')}
        >
          Send message
        </button>
        <CaptchaNotice />
      </div>
    </form>
  )
}
