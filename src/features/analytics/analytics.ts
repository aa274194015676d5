import type { Attribution } from '../attribution/schema'

/** Analytics identify payload. */
export type IdentifyTraits = { email: string; firstName?: string; lastName?: string }

/** The events the site tracks and what each carries. */
export type TrackedEvents = {
  submit_sales_contact_form: { message: string; context?: string; topic?: string; attribution: Attribution }
  started_demo_booking: { topic?: string; attribution: Attribution }
  /** An editor's campaign form, by its title (the answers stay in the lead). */
  submit_campaign_form: { form: string; context?: string; attribution: Attribution }
}

export type AnalyticsCall =
  | { type: 'identify'; traits: IdentifyTraits }
  | { type: 'track'; event: keyof TrackedEvents; properties: TrackedEvents[keyof TrackedEvents] }

declare global {
  interface Window {
    /** Every analytics call of this page, in order (browser tests and the debug panel read it). */
    __cipherwellAnalytics?: AnalyticsCall[]
  }
}

/**
 * The one analytics module every feature calls. Calls are recorded in order on the window
 * and handed to the subscribers: src/features/integrations forwards them to the pipeline,
 * HubSpot and the tag manager once consent allows; the debug panel lists them.
 */
function record(call: AnalyticsCall): void {
  if (typeof window === 'undefined') return
  ;(window.__cipherwellAnalytics ??= []).push(call)
  for (const listener of listeners) listener(call)
}

type Listener = (call: AnalyticsCall) => void
const listeners = new Set<Listener>()

/** Calls from now on (the pipeline forwards them; the debug panel lists them). */
export function subscribeAnalytics(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** This page's calls so far, oldest first. */
export function analyticsCalls(): readonly AnalyticsCall[] {
  return typeof window === 'undefined' ? [] : (window.__cipherwellAnalytics ?? [])
}

export function identify(traits: IdentifyTraits): void {
  record({ type: 'identify', traits })
}

export function track<E extends keyof TrackedEvents>(event: E, properties: TrackedEvents[E]): void {
  record({ type: 'track', event, properties })
}
