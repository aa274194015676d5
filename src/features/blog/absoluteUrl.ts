/** Structured data needs absolute URLs; Payload stores media URLs relative to the site (`/api/media/file/…`). */
export function absoluteUrl(siteUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url
  return `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`
}
