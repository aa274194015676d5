'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useController, useForm, type Control } from 'react-hook-form'

import { fieldBinder } from '@/ui/form/bindField'
import { TextField } from '@/ui/form/TextField'

import { HONEYPOT_FIELD } from '../../leads/honeypot'
import { ApplicationSent } from './ApplicationSent.client'
import { CvDropzone } from './CvDropzone.client'
import { formatFileSize } from './fileErrors'
import { CV_MAX_BYTES } from './schema'
import { applicationFormSchema, type ApplicationFormInput, type ApplicationFormValues } from './formSchema'
import { HoneypotInput } from '../../leads/HoneypotInput'
import { submitApplication } from './submitApplication'
import { buttonClass } from '@/ui/button'

type Failure = 'jobClosed' | 'rateLimited' | 'failed'

// Each ends where the careers email address follows.
const FAILURE_TEXT: Record<Failure, string> = {
  jobClosed: 'This role has stopped taking applications. To be considered for another one, email your CV to',
  rateLimited:
    'Several applications were sent from your connection in a short time. Please wait a few minutes and try again, or email your CV to',
  failed: 'Your application could not be sent. Please try again in a moment, or email your CV to',
}
const CV_TOO_LARGE = `This file is too large to send. Please attach a CV of at most ${formatFileSize(CV_MAX_BYTES)}.`

/**
 * The job application form. The text fields are checked with the schema the endpoint uses;
 * the CV comes from the drop zone. Whatever goes wrong, what the visitor typed and attached
 * stays in place.
 */
export function ApplicationForm({ job, email }: { job: string; email: string }) {
  const id = useId()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: { name: '', email: '', profileUrl: '', coverNote: '', [HONEYPOT_FIELD]: '' },
  })

  async function send(values: ApplicationFormValues) {
    setFailure(null)
    const result = await submitApplication(job, values)
    switch (result.kind) {
      case 'sent':
        setSentTo(values.name)
        return
      case 'invalid':
        result.errors.forEach(({ field, message }, index) =>
          setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
        )
        return
      case 'tooLarge':
        setError('cv', { type: 'server', message: CV_TOO_LARGE }, { shouldFocus: true })
        return
      default:
        setFailure(result.kind)
    }
  }

  /** What a text field takes from the form: its id (the form's id and `suffix`), registration and message. */
  const textField = fieldBinder(id, register, errors)

  if (sentTo !== null) return <ApplicationSent name={sentTo} />

  return (
    // noValidate: the schema's messages replace the browser's bubbles, which screen readers often miss;
    // `required` stays on the fields so assistive technology still announces them as required.
    <form noValidate onSubmit={handleSubmit(send)} className="mt-8 space-y-6">
      <TextField {...textField('name', 'name')} label="Name" autoComplete="name" />
      <TextField {...textField('email', 'email')} label="Email" type="email" autoComplete="email" />
      <TextField
        {...textField('profileUrl', 'profile')}
        label="Profile URL"
        optional
        hint="LinkedIn, GitHub or portfolio"
        type="url"
        autoComplete="url"
        placeholder="https://"
      />
      <TextField
        {...textField('coverNote', 'note')}
        label="Cover note"
        optional
        hint="A few lines on why this role interests you"
        rows={6}
      />
      <HoneypotInput {...register(HONEYPOT_FIELD)} />
      <CvField control={control} />
      {failure ? (
        <p role="alert" className="rounded-lg bg-rose-50 p-4 text-sm font-medium text-rose-800 ring-1 ring-rose-700">
          {FAILURE_TEXT[failure]}{' '}
          <a href={`mailto:${email}`} className="underline hover:text-rose-950">
            {email}
          </a>
          .
        </p>
      ) : null}
      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClass('primary', 'light', 'disabled:cursor-wait')}
      >
        {isSubmitting ? 'Sending…' : 'Send application'}
      </button>
    </form>
  )
}

/**
 * The CV as a form field. It is registered after the text fields, so a failed submit focuses
 * the first field in reading order.
 */
function CvField({ control }: { control: Control<ApplicationFormInput, unknown, ApplicationFormValues> }) {
  const {
    field: { value, onChange, ref },
    fieldState: { error },
  } = useController({ name: 'cv', control })
  return <CvDropzone file={value} error={error?.message} onFile={onChange} ref={ref} />
}
