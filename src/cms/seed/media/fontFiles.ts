import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The OFL fonts the seed draws with, from `@fontsource/*` packages: read from disk when a file
 * is drawn, so the seed needs no installed font and no network.
 */
export const FONT_FILES = {
  manropeRegular: '@fontsource/manrope/files/manrope-latin-400-normal.woff',
  manropeMedium: '@fontsource/manrope/files/manrope-latin-500-normal.woff',
  manrope: '@fontsource/manrope/files/manrope-latin-700-normal.woff',
  manropeHeavy: '@fontsource/manrope/files/manrope-latin-800-normal.woff',
  grotesk: '@fontsource/space-grotesk/files/space-grotesk-latin-600-normal.woff',
  groteskMedium: '@fontsource/space-grotesk/files/space-grotesk-latin-500-normal.woff',
  serif: '@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff',
  sora: '@fontsource/sora/files/sora-latin-600-normal.woff',
  soraBold: '@fontsource/sora/files/sora-latin-700-normal.woff',
} as const

export type FontName = keyof typeof FONT_FILES

const require = createRequire(import.meta.url)

export const fontBytes = (name: FontName): Buffer<ArrayBuffer> => readFileSync(require.resolve(FONT_FILES[name]))
