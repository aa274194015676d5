/**
 * The design tokens as the style page shows them: each with the utility class that uses it, so
 * the page draws them with the real CSS. The values live once, in the Tailwind theme
 * (src/app/(site)/globals.css); this list only names them.
 */
export const COLOUR_TOKENS = [
  { name: 'brand-300', className: 'bg-brand-300', use: 'Accents and focus rings on dark bands' },
  { name: 'brand-400', className: 'bg-brand-400', use: 'Links and highlights on dark bands' },
  { name: 'brand-500', className: 'bg-brand-500', use: 'Glows and illustrations' },
  { name: 'brand-600', className: 'bg-brand-600', use: 'Buttons, links and focus rings on light pages' },
  { name: 'brand-700', className: 'bg-brand-700', use: 'Button hover, eyebrows on light pages' },
  { name: 'slate-950', className: 'bg-slate-950', use: 'Dark bands: hero, stats, call to action, footer' },
  { name: 'slate-50', className: 'bg-slate-50', use: 'Tinted sections between white ones' },
] as const

export const RADIUS_TOKENS = [
  { name: 'radius-control', className: 'rounded-control', use: 'Buttons and inputs' },
  { name: 'radius-card', className: 'rounded-card', use: 'Cards, code panels, dialogs' },
] as const

export const SHADOW_TOKENS = [
  { name: 'shadow-card', className: 'shadow-card', use: 'A card at rest' },
  { name: 'shadow-raised', className: 'shadow-raised', use: 'A card under the pointer' },
  { name: 'shadow-panel', className: 'shadow-panel', use: 'Code panels' },
  { name: 'shadow-overlay', className: 'shadow-overlay', use: 'Dialogs, the sales drawer, the consent banner' },
] as const

export const TYPE_SCALE = [
  { name: 'Page title (hero h1)', className: 'text-4xl font-bold tracking-tight desk:text-6xl' },
  { name: 'Section heading (h2)', className: 'text-3xl font-bold tracking-tight desk:text-4xl' },
  { name: 'Card title', className: 'text-xl font-semibold' },
  { name: 'Lead paragraph', className: 'text-lg leading-8 text-slate-600' },
  { name: 'Body', className: 'text-base text-slate-700' },
  { name: 'Eyebrow', className: 'text-sm font-semibold uppercase tracking-wider text-brand-700' },
  { name: 'Code', className: 'font-mono text-sm' },
] as const

export const MOTION_TOKENS = [
  { name: 'ease-standard', value: 'cubic-bezier(0.2, 0, 0, 1)', use: 'Every transition' },
  { name: 'default transition', value: '150 ms', use: 'Hover and focus changes; none under reduced motion' },
] as const

export const BREAKPOINTS = [
  { name: 'desk', value: '769 px', use: 'Desktop layout: two columns, the full header' },
  { name: 'wide', value: '1 200 px', use: 'Every header item in the bar' },
] as const
