'use client'

import { useId, useState, type FormEvent } from 'react'

import { openDemoBooking } from './events'

const INVALID = 'Please enter a valid work email address'

/**
 * The browser's own email check (the input is type=email and required): this island ships
 * with the home page's first load, where even zod/mini would cost 14 KB. The demo endpoint
 * validates the address again on the server with its own schema.
 */
const validate = (input: HTMLInputElement) => (input.value.trim() && input.validity.valid ? null : INVALID)

/**
 * The hero's "book a demo" field: a valid work email opens the demo-booking scheduler with it.
 * The button's classes come from the server (EmailCapture.tsx), so the button style table stays
 * out of the first-load JavaScript of every page with a hero.
 */
export function EmailCaptureForm({
  dark,
  className,
  buttonClassName,
}: {
  dark: boolean
  className: string
  buttonClassName: string
}) {
  const id = useId()
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement
    const message = validate(input)
    setError(message)
    if (!message) openDemoBooking({ email: input.value.trim() })
  }

  return (
    // noValidate: our inline message replaces the browser's bubble, which screen readers often miss.
    <form noValidate onSubmit={submit} className={`max-w-lg ${className}`}>
      <label htmlFor={`${id}-email`} className="block text-sm font-medium">
        Work email
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@company.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // Once a message shows, it follows the typing so it disappears as soon as the address is valid.
          onChange={(event) => {
            if (error) setError(validate(event.target))
          }}
          className={`min-w-0 flex-1 rounded-control px-4 py-3 text-sm ring-1 ring-inset ring-slate-500 outline-none focus:ring-2 focus:ring-brand-400 ${
            dark ? 'bg-white/5 text-white placeholder:text-slate-400' : 'bg-white text-slate-900 placeholder:text-slate-500'
          }`}
        />
        <button type="submit" className={buttonClassName}>
          Book a demo
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className={`mt-2 text-sm ${dark ? 'text-rose-300' : 'text-rose-700'}`}>
          {error}
        </p>
      ) : null}
    </form>
  )
}
