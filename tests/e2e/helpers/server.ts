/** The test server's address and its admin, shared by playwright.config.ts and the tests. */
export const E2E_PORT = 3100
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password-0' }
/** Lead submissions per IP and form per window on the test server (the default is 10). */
export const E2E_RATE_LIMIT = 500
