/**
 * Calendly's `primary_color` (hex without '#'): the brand's brand-600 from globals.css. The
 * widget is light, and this is the brand colour the site uses on light backgrounds: white
 * text on it reaches 6.3:1 where brand-500 only just passes at 4.5:1.
 */
export const CALENDLY_PRIMARY_COLOR = '5443e6'

/** The configured scheduling link in the brand's primary colour, without Calendly's GDPR banner. */
export function calendlySchedulingUrl(calendlyUrl: string): string {
  const url = new URL(calendlyUrl)
  url.searchParams.set('hide_gdpr_banner', '1')
  url.searchParams.set('primary_color', CALENDLY_PRIMARY_COLOR)
  return url.toString()
}
