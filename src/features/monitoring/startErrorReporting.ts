import type * as SentrySdk from '@sentry/nextjs'

import { fetchWithTimeout } from './fetchWithTimeout'
import { sentryOptions } from './sentryOptions'

/** What the consent code does with a running reporter. */
export type ErrorReporting = {
  /** The visitor accepted cookies: record replays (10 % of sessions, every session with an error). */
  enableReplay(): void
  /** Consent withdrawn: stop recording, and send nothing more of the replay. */
  disableReplay(): void
}

let started: Promise<ErrorReporting> | undefined

/**
 * Starts browser error reporting, once per page: later calls get the same reporter.
 * Called after hydration; the SDK arrives by dynamic import, so it is in no page's first-load
 * JavaScript (whose budget it would break), and events go to our /api/monitoring tunnel, so
 * the browser contacts no origin but ours.
 *
 * Deliberately not the SDK's usual wiring: `instrumentation-client.ts` runs before hydration
 * and puts the SDK in every page's first load, and `withSentryConfig` in next.config injects
 * client code too, needs an auth token to upload source maps, and its `tunnelRoute` only
 * tunnels Sentry SaaS DSNs (it leaves self-hosted servers to be contacted directly).
 */
export function startErrorReporting({
  dsn,
  environment,
}: {
  dsn: string
  environment?: string
}): Promise<ErrorReporting> {
  started ??= start(dsn, environment).catch((error: unknown) => {
    // A chunk that failed to load (offline, deploy in between) may load on a later call.
    started = undefined
    throw error
  })
  return started
}

async function start(dsn: string, environment: string | undefined): Promise<ErrorReporting> {
  const Sentry = await import('@sentry/nextjs')
  // Taken before init wraps window.fetch for breadcrumbs and tracing: the SDK's own sends
  // should not pass through that wrapper.
  const nativeFetch = window.fetch.bind(window)
  const timedFetch = fetchWithTimeout(nativeFetch, sentryOptions.sendTimeoutMs)
  // No replay integration here: it records the page, and only consent may start that.
  Sentry.init({
    ...sentryOptions.browser,
    dsn,
    environment,
    transport: (options: Parameters<typeof Sentry.makeFetchTransport>[0]) =>
      Sentry.makeFetchTransport(options, timedFetch),
  })
  document.documentElement.dataset.errorReportingReady = ''
  return replaySwitch(Sentry)
}

/**
 * Replay on and off with consent; each call is a no-op when replay is already in that state.
 * `data-replay-enabled` on <html> says which state it is in, for the browser tests.
 */
function replaySwitch(Sentry: typeof SentrySdk): ErrorReporting {
  let replay: ReturnType<typeof Sentry.replayIntegration> | undefined
  let on = false
  const { dataset } = document.documentElement
  return {
    enableReplay() {
      if (on) return
      on = true
      if (!replay) {
        // As it is added, the integration samples the session with init's two replay rates.
        replay = Sentry.replayIntegration(sentryOptions.replay)
        Sentry.addIntegration(replay)
      } else if (Math.random() < sentryOptions.browser.replaysSessionSampleRate) {
        // Consent given again after a withdrawal. The SDK allows one replay integration per
        // page, so the stopped one restarts, sampled the way the integration samples at setup.
        replay.start()
      } else {
        replay.startBuffering()
      }
      dataset.replayEnabled = ''
    },
    disableReplay() {
      if (!on) return
      on = false
      delete dataset.replayEnabled
      // flush: false also keeps back the segment recorded since the last send.
      void replay?.stop({ flush: false })
    },
  }
}
