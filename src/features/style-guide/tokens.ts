/**
 * The design tokens as the style page shows them. The values live once, in the Tailwind theme
 * (src/app/(site)/globals.css); this list only names them. A token with a `sample` is drawn as
 * a box carrying that utility class, so the page shows the real CSS (the classes are written out
 * in full because Tailwind only generates the classes it finds in the source); one with a
 * `value` is shown as text.
 */
export type Token = { group: TokenGroup; name: string; use: string } & ({ sample: string } | { value: string })
export type TokenGroup = 'Colour' | 'Radius and elevation' | 'Motion and breakpoints'

export const TOKENS: Token[] = [
  { group: 'Colour', name: 'brand-300', sample: 'bg-brand-300', use: 'Accents and focus rings on dark bands' },
  { group: 'Colour', name: 'brand-400', sample: 'bg-brand-400', use: 'Links and highlights on dark bands' },
  { group: 'Colour', name: 'brand-500', sample: 'bg-brand-500', use: 'Glows and illustrations' },
  { group: 'Colour', name: 'brand-600', sample: 'bg-brand-600', use: 'Buttons, links and focus rings on light pages' },
  { group: 'Colour', name: 'brand-700', sample: 'bg-brand-700', use: 'Button hover, eyebrows on light pages' },
  { group: 'Colour', name: 'slate-950', sample: 'bg-slate-950', use: 'Dark bands: hero, stats, call to action, footer' },
  { group: 'Colour', name: 'slate-50', sample: 'bg-slate-50', use: 'Tinted sections between white ones' },
  { group: 'Radius and elevation', name: 'radius-control', sample: 'rounded-control', use: 'Buttons and inputs' },
  { group: 'Radius and elevation', name: 'radius-card', sample: 'rounded-card', use: 'Cards, code panels, dialogs' },
  { group: 'Radius and elevation', name: 'shadow-card', sample: 'rounded-card shadow-card', use: 'A card at rest' },
  { group: 'Radius and elevation', name: 'shadow-raised', sample: 'rounded-card shadow-raised', use: 'A card under the pointer' },
  { group: 'Radius and elevation', name: 'shadow-panel', sample: 'rounded-card shadow-panel', use: 'Code panels' },
  {
    group: 'Radius and elevation',
    name: 'shadow-overlay',
    sample: 'rounded-card shadow-overlay',
    use: 'Dialogs, the sales drawer, the consent banner',
  },
  { group: 'Motion and breakpoints', name: 'ease-standard', value: 'cubic-bezier(0.2, 0, 0, 1)', use: 'Every transition' },
  {
    group: 'Motion and breakpoints',
    name: 'default transition',
    value: '150 ms',
    use: 'Hover and focus changes; none under reduced motion',
  },
  { group: 'Motion and breakpoints', name: 'desk', value: '769 px', use: 'Desktop layout: two columns, the full header' },
  { group: 'Motion and breakpoints', name: 'wide', value: '1 200 px', use: 'Every header item in the bar' },
]

export const TYPE_SCALE = [
  { name: 'Page title (hero h1)', className: 'text-4xl font-bold tracking-tight desk:text-6xl' },
  { name: 'Section heading (h2)', className: 'text-3xl font-bold tracking-tight desk:text-4xl' },
  { name: 'Card title', className: 'text-xl font-semibold' },
  { name: 'Lead paragraph', className: 'text-lg leading-8 text-slate-600' },
  { name: 'Body', className: 'text-base text-slate-700' },
  { name: 'Eyebrow', className: 'text-sm font-semibold uppercase tracking-wider text-brand-700' },
  { name: 'Code', className: 'font-mono text-sm' },
] as const
