/**
 * Response headers for uploads that staff download and no browser should display on this
 * site's origin: applicants' CVs, made by whoever sent them. Shown inline, a file a browser can
 * render (HTML inside a PDF, a document it sniffs as HTML) would run with the staff member's
 * session. `attachment` has it saved instead; `nosniff` holds the browser to the type Payload
 * read from the file's own bytes; the sandbox policy (no scripts, no requests, an origin of its
 * own) still holds where a browser or viewer shows it anyway. (No cache keeps it: the CMS route
 * answers every request with a session `no-store`, src/cms/rest/noStore.ts.) Used as the upload
 * config's `modifyResponseHeaders`, which Payload applies to a file served from disk or from
 * the bucket alike.
 */
export function downloadOnly({ headers }: { headers: Headers }): Headers {
  headers.set('Content-Disposition', 'attachment')
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Content-Security-Policy', "default-src 'none'; sandbox")
  return headers
}
