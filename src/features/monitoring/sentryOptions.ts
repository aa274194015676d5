// Types only: this module sits in the browser's after-hydration code, and a value import of
// the SDK here would pull it out of its lazily loaded chunk.
import type { BrowserOptions, NodeOptions, replayIntegration } from '@sentry/nextjs'

/** Our same-origin tunnel (src/app/api/monitoring/route.ts): the browser never contacts Sentry itself. */
export const MONITORING_TUNNEL = '/api/monitoring'

/**
 * v11 replaced `sendDefaultPii: false` with `dataCollection`, whose defaults collect *more*
 * (cookies, headers, request bodies, local variables, user IPs). Leads carry names and
 * emails, and PII is never to leave us, so every category is switched off explicitly. The
 * User-Agent stays, as it did without sendDefaultPii: through the tunnel, Sentry would
 * otherwise see only our server's, and could not tell which browser an error came from.
 */
const noPersonalData = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: ['user-agent'] }, response: false },
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
} satisfies NonNullable<BrowserOptions['dataCollection']>

/** For both SDKs: every error and every trace sent, at most 20 envelopes queued to send. */
const shared = {
  sampleRate: 1,
  tracesSampleRate: 1,
  transportOptions: { bufferSize: 20 },
  // v11 streams spans by default, a format only Sentry ≥ 26.4.2 accepts; whole transactions
  // are what older self-hosted servers and Sentry-compatible ones (GlitchTip, Bugsink) read.
  traceLifecycle: 'static',
  dataCollection: noPersonalData,
} satisfies BrowserOptions & NodeOptions

/** The error reporter's settings, shared by the browser, the server and the tests. */
export const sentryOptions = {
  browser: {
    ...shared,
    tunnel: MONITORING_TUNNEL,
    // Read by the replay integration when it is added, which happens only after consent.
    replaysOnErrorSampleRate: 1,
    replaysSessionSampleRate: 0.1,
  } satisfies BrowserOptions,
  server: {
    ...shared,
    // Each browser envelope passes through the tunnel route; a server trace of every one of
    // them would double the traffic and say nothing.
    ignoreSpans: [/^POST \/api\/monitoring$/],
  } satisfies NodeOptions,
  replay: { maskAllText: true, blockAllMedia: true } satisfies NonNullable<Parameters<typeof replayIntegration>[0]>,
  /**
   * Each send gives up after 5 s. The v11 browser fetch transport has no timeout option (its
   * only knob, `fetchOptions`, is one RequestInit shared by every request, so a signal there
   * would expire once for all), so startErrorReporting gives the transport a fetch that aborts
   * each send.
   */
  sendTimeoutMs: 5000,
}
