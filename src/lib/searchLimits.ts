/**
 * The site search's limits, shared by the server (src/features/search) and the dialog's browser
 * code, which must not pull in the server's modules for three numbers.
 */

/** Longer queries answer 400: no visitor types more, and each word costs the engine work. */
export const SEARCH_QUERY_MAX = 200
/** How many results the dialog shows, and the endpoint's default `limit`. */
export const DIALOG_RESULTS_DEFAULT = 8
export const DIALOG_RESULTS_MAX = 20
