import type { Attribution } from '../attribution/schema'

/** §3 analytics identify payload. */
export type IdentifyTraits = { email: string; firstName?: string; lastName?: string }

/** The events the site tracks (§7) and what each carries. */
export type TrackedEvents = {
  submit_sales_contact_form: { message: string; context?: string; topic?: string; attribution: Attribution }
  started_demo_booking: { topic?: string; attribution: Attribution }
}

export type AnalyticsCall =
  | { type: 'identify'; traits: IdentifyTraits }
  | { type: 'track'; event: keyof TrackedEvents; properties: TrackedEvents[keyof TrackedEvents] }

declare global {
  interface Window {
    /** Every analytics call, in order. The consent/analytics issue forwards these to the pipeline. */
    __cipherwellAnalytics?: AnalyticsCall[]
  }
}

/**
 * The one analytics module every feature calls. Until the customer-data pipeline lands
 * (consent and analytics issue), calls are recorded in order on the window, which is also
 * what browser tests read; the pipeline will replay and forward them once consent allows.
 */
function record(call: AnalyticsCall): void {
  if (typeof window === 'undefined') return
  ;(window.__cipherwellAnalytics ??= []).push(call)
}

export function identify(traits: IdentifyTraits): void {
  record({ type: 'identify', traits })
}

export function track<E extends keyof TrackedEvents>(event: E, properties: TrackedEvents[E]): void {
  record({ type: 'track', event, properties })
}
