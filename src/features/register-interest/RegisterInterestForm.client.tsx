'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as Dialog from '@radix-ui/react-dialog'
import { useRouter } from 'next/navigation'
import { useId } from 'react'
import { useForm } from 'react-hook-form'

import { fieldBinder } from '@/ui/form/bindField'
import { TextField } from '@/ui/form/TextField'

import { identify } from '../analytics/analytics'
import { readStoredUtms } from '../attribution/storedUtms'
import { HONEYPOT_FIELD } from '../leads/honeypot'
import { betaSignupBody, postBetaSignup } from './betaSignup'
import { HoneypotInput } from '../leads/HoneypotInput'
import { registerInterestFieldsSchema } from './schema'
import { buttonClass } from '@/ui/button'

const EMPTY = { firstName: '', lastName: '', company: '', email: '', message: '' }

const REGISTER_DISABLED_REASON = 'Register becomes available once every required field is filled in.'


/** The register-interest fields, checked as the visitor types so Register enables only when all are valid. */
export function RegisterInterestForm({ topic, onSubmitted }: { topic: string; onSubmitted: () => void }) {
  const id = useId()
  const router = useRouter()
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm({ mode: 'onChange', resolver: zodResolver(registerInterestFieldsSchema), defaultValues: EMPTY })
  const field = fieldBinder(id, register, errors)

  const submit = handleSubmit(async (fields, event) => {
    // The honeypot stays outside the form state: the fields schema would strip it.
    const honeypot = event?.target instanceof HTMLFormElement ? new FormData(event.target).get(HONEYPOT_FIELD) : null
    try {
      await postBetaSignup(
        betaSignupBody(fields, topic, readStoredUtms(), typeof honeypot === 'string' ? honeypot : ''),
      )
    } catch {
      // No answer at all (offline, connection dropped): the signup may not exist, so the
      // dialog stays open with the visitor's input and Register enables again for a retry.
      // There is no message of our own; the shell's offline toast explains a lost connection.
      return
    }
    // The answer is not read, so any answer completes the signup, and a failed one shows
    // no message: identify by email, close, then go to the thank-you page.
    identify({ email: fields.email })
    onSubmitted()
    router.push('/contact/thank-you')
  })

  return (
    <form noValidate onSubmit={submit} className="mt-6">
      <p className="text-sm text-slate-600">All fields are required unless marked optional.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          announce
          {...field('firstName', 'first-name')}
          label="First name"
          autoComplete="given-name"
          data-autofocus
        />
        <TextField announce {...field('lastName', 'last-name')} label="Last name" autoComplete="family-name" />
        <TextField
          announce
          {...field('company', 'company')}
          label="Company"
          autoComplete="organization"
          className="sm:col-span-2"
        />
        <TextField
          announce
          {...field('email', 'email')}
          label="Email"
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
        />
        <TextField
          announce
          {...field('message', 'message')}
          label="Message"
          autoComplete="off"
          rows={3}
          optional
          className="sm:col-span-2"
        />
      </div>
      <HoneypotInput defaultValue="" />
      {/* A disabled button says nothing by itself: the reason stays beside it until it enables. */}
      {isValid ? null : (
        <p id={`${id}-why-disabled`} className="mt-4 text-sm text-slate-600">
          {REGISTER_DISABLED_REASON}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close
          className={buttonClass('secondary')}
        >
          No Thanks
        </Dialog.Close>
        <button
          type="submit"
          disabled={isSubmitting || !isValid}
          aria-describedby={isValid ? undefined : `${id}-why-disabled`}
          className={buttonClass('primary')}
        >
          Register
        </button>
      </div>
    </form>
  )
}
