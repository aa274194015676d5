/** The header's two looks: dark (the default) and light, chosen per page. */
export type HeaderTheme = 'light' | 'dark'

/** Class sets for the two header themes ('light' selects light, anything else is dark). */
export const NAV_THEME: Record<
  HeaderTheme,
  { header: string; item: string; panel: string; muted: string; accent: string; card: string; cta: string; outline: string }
> = {
  dark: {
    header: 'bg-slate-950 text-white border-white/10',
    item: 'text-slate-100 hover:bg-white/10 focus-visible:bg-white/10 data-[state=open]:bg-white/10',
    panel: 'bg-slate-900 text-white ring-1 ring-white/10',
    muted: 'text-slate-300',
    accent: 'text-brand-300',
    card: 'hover:bg-white/5 focus-visible:bg-white/5',
    cta: 'bg-brand-500 text-white hover:bg-brand-400',
    outline: 'ring-1 ring-white/30 hover:bg-white/10',
  },
  light: {
    header: 'bg-white text-slate-900 border-slate-200',
    item: 'text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 data-[state=open]:bg-slate-100',
    panel: 'bg-white text-slate-900 ring-1 ring-slate-200',
    muted: 'text-slate-600',
    accent: 'text-brand-700',
    card: 'hover:bg-slate-50 focus-visible:bg-slate-50',
    cta: 'bg-brand-600 text-white hover:bg-brand-700',
    outline: 'ring-1 ring-slate-300 hover:bg-slate-100',
  },
}
