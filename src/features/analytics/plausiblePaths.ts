/** Where the page loads Plausible's script, and where it sends pageviews: both on our origin. */
export const PLAUSIBLE_SCRIPT_PATH = '/js/script.js'
export const PLAUSIBLE_EVENT_PATH = '/api/event'
