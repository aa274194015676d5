/**
 * Icons editors can pick for navigation items and features. How they are drawn is in
 * iconSvg.ts, apart, so the client navigation can draw paths without taking this table.
 */
export const ICON_NAMES = [
  'relay',
  'functions',
  'enclaves',
  'pci',
  'shield',
  'scan',
  'card',
  'lock',
  'token',
  'search',
  'wallet',
  'bank',
  'user',
  'health',
  'key',
  'file',
  'book',
  'changelog',
  'video',
  'paper',
  'code',
  'arrows',
  'sparkle',
] as const

export type IconName = (typeof ICON_NAMES)[number]

/** Each icon as one 24×24 stroke path: the site draws them (features/icons), the admin's picker shows them. */
export const ICON_PATHS: Record<IconName, string> = {
  relay: 'M4 12h10M10 6l6 6-6 6M18 5v14',
  functions: 'M8 4c-2 0-3 1-3 3v2c0 1.5-1 3-2 3 1 0 2 1.5 2 3v2c0 2 1 3 3 3M16 4c2 0 3 1 3 3v2c0 1.5 1 3 2 3-1 0-2 1.5-2 3v2c0 2-1 3-3 3',
  enclaves: 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7l8-4zM9 12h6v5H9zM10 12V10a2 2 0 014 0v2',
  pci: 'M9 12l2 2 4-4M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7l8-4z',
  shield: 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7l8-4z',
  scan: 'M4 8V5a1 1 0 011-1h3M16 4h3a1 1 0 011 1v3M20 16v3a1 1 0 01-1 1h-3M8 20H5a1 1 0 01-1-1v-3M4 12h16',
  card: 'M3 7a2 2 0 012-2h14a2 2 0 012 2v10a2 2 0 01-2 2H5a2 2 0 01-2-2zM3 10h18M7 15h3',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 018 0v3',
  token: 'M12 3a9 9 0 100 18 9 9 0 000-18zM9 12h6M12 9v6',
  search: 'M11 4a7 7 0 100 14 7 7 0 000-14zM20 20l-4-4',
  wallet: 'M4 7h15a1 1 0 011 1v11a1 1 0 01-1 1H5a1 1 0 01-1-1zM4 7l12-3v3M16 13h2',
  bank: 'M3 10l9-6 9 6M5 10v8M9 10v8M15 10v8M19 10v8M3 20h18',
  user: 'M12 4a4 4 0 100 8 4 4 0 000-8zM4 21c0-4 4-6 8-6s8 2 8 6',
  health: 'M12 20s-7-4.5-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.5-7 10-7 10zM12 9v5M9.5 11.5h5',
  key: 'M14 4a6 6 0 11-5 9.3L3 19v2h3v-2h2v-2h2l1.3-1.3',
  file: 'M6 3h8l5 5v13H6zM14 3v5h5M9 14h6M9 17h4',
  book: 'M4 5a2 2 0 012-2h13v16H6a2 2 0 00-2 2zM4 19V5M8 7h7',
  changelog: 'M12 7v5l3 2M12 3a9 9 0 100 18 9 9 0 000-18z',
  video: 'M4 6h11a1 1 0 011 1v10a1 1 0 01-1 1H4a1 1 0 01-1-1V7a1 1 0 011-1zM16 10l5-3v10l-5-3',
  paper: 'M7 3h10v18H7zM10 7h4M10 11h4M10 15h2',
  code: 'M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14',
  arrows: 'M4 8h14l-3-3M20 16H6l3 3',
  sparkle: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z',
}

/** The path of an icon, for data sent to client components (which then need no table). */
export const iconPath = (name: IconName | null | undefined): string | undefined => (name ? ICON_PATHS[name] : undefined)
