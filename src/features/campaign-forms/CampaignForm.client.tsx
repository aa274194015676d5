'use client'

import HCaptcha from '@hcaptcha/react-hcaptcha'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react'
import { useForm, type FieldError } from 'react-hook-form'

import { buttonClass } from '@/ui/button'
import { CheckboxField } from '@/ui/form/CheckboxField'
import { SelectField } from '@/ui/form/SelectField'
import { TextField } from '@/ui/form/TextField'
import { CaptchaNotice } from '../leads/CaptchaNotice'
import { reportCaptchaError } from '../leads/captchaToken'
import { HoneypotInput } from '../leads/HoneypotInput'
import { isInputField, type CampaignFormDefinition, type CampaignInputField } from './definition'
import { campaignFieldsSchema, type CampaignAnswers } from './fieldsSchema'
import { useCampaignSubmit, type CampaignValues } from './useCampaignSubmit'

const noSubscription = () => () => {}
const onClient = () => true
const onServer = () => false
const ignore = (event: FormEvent) => event.preventDefault()

const AUTOCOMPLETE: Record<string, string> = { email: 'email', name: 'name', firstName: 'given-name', lastName: 'family-name', company: 'organization' }

function defaultValue(field: CampaignInputField): string | boolean {
  if (field.blockType === 'checkbox') return field.defaultValue ?? false
  if (field.blockType === 'number') return field.defaultValue === undefined ? '' : String(field.defaultValue)
  return field.defaultValue ?? ''
}

/**
 * An editor's campaign form, checked in the browser with the schema the endpoint enforces
 * (built from the same definition), sent like every lead form: invisible hCaptcha that joins
 * once the visitor starts, the honeypot, stored attribution, and the lead forms' messages for
 * refusals. Message blocks and the confirmation are rendered on the server and passed in.
 */
export function CampaignForm({
  definition,
  captchaSiteKey,
  messages,
  confirmation,
}: {
  definition: CampaignFormDefinition
  captchaSiteKey: string
  messages: Record<number, ReactNode>
  confirmation: ReactNode
}) {
  const id = useId()
  const inputs = useMemo(() => definition.fields.filter(isInputField), [definition])
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CampaignValues, unknown, CampaignAnswers>({
    resolver: zodResolver(campaignFieldsSchema(definition.fields)) as never,
    defaultValues: Object.fromEntries(inputs.map((field) => [field.name, defaultValue(field)])),
  })
  const captchaRef = useRef<HCaptcha>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const [started, setStarted] = useState(false)
  const [sent, setSent] = useState(false)
  const hydrated = useSyncExternalStore(noSubscription, onClient, onServer)

  const submit = useCampaignSubmit({ definition, inputNames: inputs.map((field) => field.name), captchaRef, honeypotRef, setError, onSent: () => setSent(true) })

  if (sent)
    return (
      <div role="status" className="rounded-card bg-brand-50 p-6 text-slate-900">
        {confirmation ?? <p>Thank you: your answers were sent.</p>}
      </div>
    )

  const errorOf = (name: string) => (errors[name] as FieldError | undefined)?.message
  return (
    <form noValidate onSubmit={isSubmitting ? ignore : handleSubmit(submit)} onFocus={() => setStarted(true)} className="relative grid gap-5">
      {definition.fields.map((field, index) => {
        if (!isInputField(field)) return <div key={index}>{messages[field.index]}</div>
        const props = {
          id: `${id}-${field.name}`,
          label: field.label,
          registration: register(field.name),
          error: errorOf(field.name),
          markValid: true,
        }
        switch (field.blockType) {
          case 'checkbox':
            return <CheckboxField key={field.name} id={props.id} label={field.label} registration={props.registration} required={field.required} error={props.error} />
          case 'select':
            return <SelectField key={field.name} {...props} optional={!field.required} options={field.options} placeholder={field.placeholder} />
          case 'textarea':
            return <TextField key={field.name} {...props} optional={!field.required} rows={5} />
          default:
            return (
              <TextField
                key={field.name}
                {...props}
                optional={!field.required}
                type={field.blockType}
                autoComplete={field.blockType === 'email' ? 'email' : AUTOCOMPLETE[field.name]}
              />
            )
        }
      })}
      {errors.root?.server ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      ) : null}
      <div>
        <HoneypotInput ref={honeypotRef} defaultValue="" />
        {started ? <HCaptcha ref={captchaRef} sitekey={captchaSiteKey} size="invisible" sentry={false} onError={reportCaptchaError} /> : null}
        <button type="submit" disabled={!hydrated} aria-disabled={isSubmitting || undefined} className={buttonClass('primary', 'light', 'w-full desk:w-auto')}>
          {definition.submitLabel}
        </button>
        <CaptchaNotice />
      </div>
    </form>
  )
}
