/**
 * The site's one button: one size, one purple. Every call to action, form submit and dialog
 * action takes its classes from here, so a button looks the same on a dark hero, a light page
 * and inside a dialog. White on brand-600 is 6.3:1 and on brand-700 (hover) higher, so the text
 * stays above AA on both surfaces.
 */
export type ButtonVariant = 'primary' | 'secondary'
/** What the button sits on: the dark bands (hero, banner, footer) or a light page. */
export type ButtonSurface = 'light' | 'dark'

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-control px-5 py-3 text-sm font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-disabled:cursor-wait aria-disabled:opacity-60'

const STYLES: Record<ButtonVariant, Record<ButtonSurface, string>> = {
  primary: {
    light: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600',
    dark: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-300',
  },
  secondary: {
    light:
      'bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 focus-visible:outline-brand-600',
    dark: 'text-white ring-1 ring-inset ring-white/50 hover:bg-white/10 focus-visible:outline-brand-300',
  },
}

/** The classes of a button (or a link that looks like one), plus any layout classes the caller adds. */
export function buttonClass(variant: ButtonVariant = 'primary', surface: ButtonSurface = 'light', extra = ''): string {
  return `${BASE} ${STYLES[variant][surface]}${extra ? ` ${extra}` : ''}`
}
