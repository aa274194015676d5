/** Icons editors can pick for navigation items; each name has an SVG in Icon.tsx. */
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
