/** Where the page loads Plausible's script, and where it sends pageviews: both on our origin. */
export const PLAUSIBLE_SCRIPT_PATH = '/js/script.js'
export const PLAUSIBLE_EVENT_PATH = '/api/event'

/** What the page gives next-plausible's provider; the Content-Security-Policy hashes the init script it renders. */
export const PLAUSIBLE_PROVIDER_PROPS = { enabled: true, src: PLAUSIBLE_SCRIPT_PATH, init: { endpoint: PLAUSIBLE_EVENT_PATH } }
