/** The size social networks crop link previews to (1.91:1). */
export const OG_SIZE = { width: 1200, height: 630 }
export const OG_CONTENT_TYPE = 'image/png'

/**
 * Cut text to `max` characters at a word boundary, with an ellipsis: the card has room for
 * about three lines of title, and satori would otherwise overflow the canvas.
 */
export function clampText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:–—-]+$/, '')}…`
}

/** Short titles read as headlines; long ones shrink so they still fit in three lines. */
export function titleFontSize(title: string): number {
  if (title.length <= 32) return 76
  if (title.length <= 60) return 64
  return 54
}

/** What a card shows; `ogCard` adds the brand and the host. A draft may leave any of it empty. */
export type CardText = { title?: string | null; eyebrow?: string | null; description?: string | null }

/** A card ready to draw. */
export type OgCard = { title: string; eyebrow: string; description?: string | null; brand: string; siteUrl: string }

/** The brand stands in for an empty eyebrow (its default), and for the title of a draft without one. */
export const ogCard = ({ title, eyebrow, description }: CardText, brand: string, siteUrl: string): OgCard => ({
  title: title?.trim() || brand,
  eyebrow: eyebrow?.trim() || brand,
  description,
  brand,
  siteUrl,
})

/** The card's text, normalised: what the renderer draws and what tests can check without drawing. */
export function ogCardText(input: { title: string; eyebrow: string; description?: string | null; siteUrl: string }) {
  const title = clampText(input.title, 96)
  return {
    title,
    titleSize: titleFontSize(title),
    eyebrow: clampText(input.eyebrow, 48),
    description: input.description ? clampText(input.description, 150) : null,
    host: new URL(input.siteUrl).host,
  }
}

/**
 * A calendar day for an eyebrow ("Dec 12, 2026"), in UTC so the build machine's zone cannot
 * shift it; '' for a draft without a date (`new Date(null)` would say Jan 1, 1970).
 */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
}

/** Join eyebrow parts, skipping empty ones: "Blog · Engineering". */
export const eyebrow = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ')
