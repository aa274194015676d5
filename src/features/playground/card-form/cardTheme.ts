export type CardSurface = 'light' | 'dark'
export type CardFont = 'inter' | 'serif' | 'mono' | 'system'

/** What a merchant styles in the secure fields: the few settings the playground lets a visitor try. */
export type CardTheme = { accent: string; surface: CardSurface; radius: number; font: CardFont }

export const DEFAULT_CARD_THEME: CardTheme = { accent: '#5443e6', surface: 'light', radius: 8, font: 'inter' }

export const RADIUS_RANGE = { min: 0, max: 20 }

/** Each font as the fields set it (`css`, the site's own faces where it has them) and as a merchant would write it. */
export const CARD_FONTS: Record<CardFont, { label: string; css: string; code: string }> = {
  inter: { label: 'Inter', css: 'var(--font-inter), ui-sans-serif, system-ui, sans-serif', code: 'Inter, sans-serif' },
  serif: { label: 'Georgia (serif)', css: 'Georgia, "Times New Roman", serif', code: 'Georgia, serif' },
  mono: { label: 'JetBrains Mono', css: 'var(--font-jetbrains-mono), ui-monospace, monospace', code: "'JetBrains Mono', monospace" },
  system: { label: 'System UI', css: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', code: 'system-ui, sans-serif' },
}

/** The colours of each surface, every text one at least 4.5:1 on its background and fields' edges 3:1. */
const SURFACES: Record<CardSurface, { background: string; text: string; muted: string; field: string; edge: string; error: string }> = {
  light: { background: '#ffffff', text: '#0f172a', muted: '#475569', field: '#ffffff', edge: '#64748b', error: '#be123c' },
  dark: { background: '#0f172a', text: '#f1f5f9', muted: '#cbd5e1', field: '#1e293b', edge: '#94a3b8', error: '#fda4af' },
}

/** `#abc` or `#aabbcc` in any case, as `#aabbcc`; null for anything else. */
export function normaliseHex(value: string): string | null {
  const hex = /^#?([\da-f]{3}|[\da-f]{6})$/i.exec(value.trim())?.[1]
  if (!hex) return null
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
  return `#${full.toLowerCase()}`
}

/** WCAG's relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue
}

/** WCAG's contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * The button's text on any accent a visitor picks: white or black, whichever contrasts more.
 * One of the two always reaches 4.58:1, so no accent can make the button unreadable; a softer
 * near-black would not (on #0077ff neither it nor white reaches 4.5).
 */
export function textOn(background: string): string {
  const [white, black] = ['#ffffff', '#000000']
  return contrastRatio(background, white) >= contrastRatio(background, black) ? white : black
}

/** The theme as the CSS variables the secure fields read. */
export function themeVariables(theme: CardTheme): Record<`--cf-${string}`, string> {
  const surface = SURFACES[theme.surface]
  const accent = normaliseHex(theme.accent) ?? DEFAULT_CARD_THEME.accent
  return {
    '--cf-accent': accent,
    '--cf-on-accent': textOn(accent),
    // A pale accent on a light surface (or a dark one on a dark) would hide the focus ring: then it takes the text colour.
    '--cf-focus': contrastRatio(accent, surface.background) >= 3 ? accent : surface.text,
    '--cf-radius': `${theme.radius}px`,
    '--cf-font': CARD_FONTS[theme.font].css,
    '--cf-background': surface.background,
    '--cf-text': surface.text,
    '--cf-muted': surface.muted,
    '--cf-field': surface.field,
    '--cf-edge': surface.edge,
    '--cf-error': surface.error,
  }
}

/** The same theme as a merchant writes it when mounting the fields (the Card Collection page's checkout.js). */
export function themeSnippet(theme: CardTheme): string {
  const surface = SURFACES[theme.surface]
  const style = {
    colorPrimary: normaliseHex(theme.accent) ?? DEFAULT_CARD_THEME.accent,
    colorBackground: surface.background,
    colorText: surface.text,
    borderRadius: `${theme.radius}px`,
    fontFamily: CARD_FONTS[theme.font].code,
  }
  const lines = Object.entries(style).map(([name, value]) => `    ${name}: ${JSON.stringify(value)},`)
  return ['const form = collect.form({', '  style: {', ...lines, '  },', '})'].join('\n')
}
