/**
 * The test server's address and its admin, shared by playwright.config.ts and the tests.
 * E2E_PORT moves the whole set (the fake receiver sits 91 above, the durability test's
 * second server 1 above), so two checkouts can run their browser tests side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100)
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password-0' }
/** Lead submissions per IP and form per window on the test server (the default is 10). */
export const E2E_RATE_LIMIT = 500
/** The fake analytics pipeline and error reporter the test server forwards to (tests/e2e/fakes/receiver.ts). */
export const E2E_FAKES_PORT = E2E_PORT + 91
/** The fake mail server beside it (password resets); GET /__mail on the receiver lists its messages. */
export const E2E_SMTP_PORT = E2E_PORT + 92
/** What the test server is configured with, so the consent-gated scripts are really gated. */
export const E2E_INTEGRATIONS = {
  GTM_ID: 'GTM-E2ETEST',
  HUBSPOT_PORTAL_ID: '4242',
  LINKEDIN_PARTNER_ID: '777',
  INTERCOM_APP_ID: 'e2eapp',
  CHAT_IDENTITY_SECRET: 'e2e-chat-identity-secret-0123456789abcdef',
  SEGMENT_WRITE_KEY: 'e2e-write-key',
  ANALYTICS_PIPELINE_URL: `http://127.0.0.1:${E2E_FAKES_PORT}`,
  SENTRY_DSN: `http://e2epublickey@127.0.0.1:${E2E_FAKES_PORT}/42`,
  PLAUSIBLE_SCRIPT_URL: `http://127.0.0.1:${E2E_FAKES_PORT}/js/pa-e2e.js`,
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  EMAIL_FROM_ADDRESS: 'website@cipherwell.test',
} as const
